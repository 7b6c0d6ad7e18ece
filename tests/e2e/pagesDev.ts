import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** A build served by `wrangler pages dev`: Cloudflare's own runtime (workerd), reading the build's `_headers` and `_redirects`. */
export interface PagesDev {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Serves `dir` as Cloudflare Pages does, on 127.0.0.1 only, with no account and no telemetry, and waits until it
 * answers. Its state goes to a temporary folder, not into the working tree.
 */
export async function startPagesDev(dir: string, port: number): Promise<PagesDev> {
  const state = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
  const child = spawn(
    path.resolve('node_modules/.bin/wrangler'),
    ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--log-level', 'error'],
    {
      env: {...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1', CLOUDFLARE_API_TOKEN: ''},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(state, {recursive: true, force: true});
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`wrangler pages dev ${dir} exited (${child.exitCode}):\n${output}`);
    }
    try {
      await fetch(`${url}/`);
      return {url, stop};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await stop();
  throw new Error(`wrangler pages dev ${dir} did not answer within 60 s:\n${output}`);
}
