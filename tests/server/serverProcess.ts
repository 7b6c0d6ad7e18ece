import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import {FIXTURE_SITE, REPO_ROOT} from './inquiries';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves when the output matches `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL to the whole process group (npx, tsx and node): no clean-up of any kind. */
  kill(): Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

/**
 * The real server (`npx tsx server/cli/serve.ts`) in a process group of its own, serving the fixture
 * site on a free port. `env` adds to (or, with undefined, removes from) the test's environment.
 */
export async function startServer(env: Record<string, string | undefined>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(listenPort),
    BUILD_DIR: FIXTURE_SITE,
    RATE_LIMIT_PER_MINUTE: '0',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) {
      delete childEnv[key];
    } else {
      childEnv[key] = value;
    }
  }
  const child: ChildProcess = spawn('npx', ['tsx', 'server/cli/serve.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          cleanup();
          resolve();
        } else if (child.exitCode !== null) {
          cleanup();
          reject(new Error(`server exited (${child.exitCode}) before printing ${pattern}:\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      child.once('exit', check);
      check();
    });

  // npx and tsx each start a child: the server is the grandchild, so signals go to the process group and
  // "stopped" means no process of the group is left.
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = async (name: NodeJS.Signals) => {
    if (groupAlive()) {
      process.kill(-child.pid!, name);
    }
    await exited;
    while (groupAlive()) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const server: ServerProcess = {
    url: `http://127.0.0.1:${listenPort}`,
    output: () => output,
    waitFor,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  await waitFor(/Serving the site at/);
  return server;
}
