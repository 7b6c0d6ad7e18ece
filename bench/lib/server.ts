import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Env} from '../../server/env';
import {freePort} from './ports';
import {ROOT, sleep} from './system';

export interface RunningServer {
  origin: string;
  port: number;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /** Build directory, relative to the repository root or absolute (the server resolves it from there). */
  buildDir?: string;
  /** First port to try inside the bench range. */
  fromPort?: number;
  /** More of the server's settings (server/env.ts), e.g. `RATE_LIMIT_PER_MINUTE: '0'`. */
  env?: ServerSettings;
}

/** Server settings as environment variables: a setting the server does not know is a type error. */
type ServerSettings = Partial<Record<keyof Env, string>>;

/** Polls `url` until it answers (any status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
      await response.arrayBuffer();
      if (response.status < 500) {
        return;
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(exited() ? `${url}: the server exited` : `${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child started in its own process group (the group holds only what we started). */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid;
  const kill = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), 8000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the production server (`server/cli/serve.ts`) on a free loopback port of the bench range, with its
 * own temporary DATA_DIR (removed on stop), and waits until it serves the home page.
 */
export async function startSiteServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort(options.fromPort);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'holoreal-bench-data-'));
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/cli/serve.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...({
        PORT: String(port),
        HOST: '127.0.0.1',
        BUILD_DIR: options.buildDir ?? 'build',
        DATA_DIR: dataDir,
        ...options.env,
      } satisfies ServerSettings),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    await rm(dataDir, {recursive: true, force: true});
  };
  try {
    await waitForHttp(`${origin}/`, 90_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {origin, port, output: () => output, stop};
}
