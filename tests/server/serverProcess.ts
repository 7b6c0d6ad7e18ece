import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import {FIXTURE_SITE, REPO_ROOT} from './inquiries';
import {TEST_NODE_FLAGS} from './nodeFlags';

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
  /** What it printed on stderr alone. */
  stderr(): string;
  /** The exit status once the process ended (null when a signal ended it). */
  exitCode: Promise<number | null>;
  /** Sends a signal to the process group without waiting. */
  signal(name: NodeJS.Signals): void;
  /** Resolves when the output matches `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGKILL to the whole process group: no clean-up of any kind. */
  kill(): Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Resolve once the server serves (default), or at once, to watch a start that may fail. */
  waitUntilServing?: boolean;
}

/**
 * The real server (`node --import tsx server/cli/serve.ts`) in a process group of its own, serving the fixture
 * site on a free port. `env` adds to (or, with undefined, removes from) the test's environment.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port?: number,
  {waitUntilServing = true}: StartOptions = {},
): Promise<ServerProcess> {
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
  // Node itself, not `npx tsx`: npm exec does not let a SIGTERM reach the server as one, and the exit
  // status is the server's own.
  const child: ChildProcess = spawn(process.execPath, [...TEST_NODE_FLAGS, '--import', 'tsx', 'server/cli/serve.ts'], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    append(chunk);
  });
  // 'close', not 'exit': it comes once stdout and stderr are read to the end, so what the server printed last is in.
  let closed = false;
  const exitCode = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      closed = true;
      resolve(code);
    }),
  );
  const exited = exitCode.then(() => {});

  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          cleanup();
          resolve();
        } else if (closed) {
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
      void exitCode.then(check);
      check();
    });

  // Signals go to the process group (the server and anything it started) and
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
    stderr: () => stderr,
    exitCode,
    signal: (name) => {
      if (groupAlive()) {
        process.kill(-child.pid!, name);
      }
    },
    waitFor,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  if (waitUntilServing) {
    await waitFor(/Serving the site at/);
  }
  return server;
}
