import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {freePort} from '../lib/ports';
import {stopGroup, waitForHttp} from '../lib/server';
import {run} from '../lib/system';

export const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing (the bench runs as root; nothing else is installed). */
export async function ensureNginx(): Promise<void> {
  if (existsSync(NGINX)) {
    return;
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`${NGINX} is missing: install it with "sudo apt-get install -y nginx"`);
  }
  console.log(`${NGINX} is missing: installing Debian's nginx package`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  await run('apt-get', ['update', '-qq'], env);
  await run('apt-get', ['install', '-y', '-qq', 'nginx'], env);
}

/**
 * A minimal nginx serving the build as it is: gzip_static for the .gz files the build writes, the same `x`,
 * `x/index.html`, `x.html` lookup as our server (`candidates` in server/site/static.ts), one worker process (our
 * server is one Node process), no access log.
 */
export function nginxConfig(dir: string, buildDir: string, port: number): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    gzip_static on;
    location / {
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
}
`;
}

export interface RunningNginx {
  origin: string;
  version: string;
  errorLog: () => Promise<string>;
  stop: () => Promise<void>;
}

export async function startNginx(buildDir: string, fromPort: number): Promise<RunningNginx> {
  const port = await freePort(fromPort);
  const dir = await mkdtemp(path.join(tmpdir(), 'holoreal-bench-nginx-'));
  await mkdir(path.join(dir, 'client_body'));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, path.resolve(buildDir), port));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const errorLog = async () => (await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')) + stderr;
  const stop = async () => {
    await stopGroup(child, 'SIGQUIT');
    await rm(dir, {recursive: true, force: true});
  };
  try {
    await waitForHttp(`${origin}/`, 15_000, () => child.exitCode !== null);
  } catch (error) {
    const log = await errorLog();
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${log}`);
  }
  const version = await new Promise<string>((resolve) => {
    const probe = spawn(NGINX, ['-v'], {stdio: ['ignore', 'ignore', 'pipe']});
    let text = '';
    probe.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    probe.once('exit', () => resolve(text.trim().replace(/^nginx version: /, '')));
  });
  return {origin, version, errorLog, stop};
}
