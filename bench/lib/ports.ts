import {createServer} from 'node:net';

/** The loopback port range the benches use, kept apart from the dev server (3000) and the e2e tests (3123). */
export const BENCH_PORTS = {first: 4300, last: 4399} as const;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free loopback port at or after `from` inside the bench range. */
export async function freePort(from: number = BENCH_PORTS.first): Promise<number> {
  for (let port = from; port <= BENCH_PORTS.last; port += 1) {
    if (await isFree(port)) {
      return port;
    }
  }
  throw new Error(`No free port in ${from}–${BENCH_PORTS.last} on 127.0.0.1`);
}
