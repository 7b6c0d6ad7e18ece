import {cpSync, existsSync, mkdtempSync, rmSync} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, afterEach, describe, expect, it} from 'vitest';
import {seedDataDir} from '../tests/server/databases';
import {FIXTURE_SITE, inquiry} from '../tests/server/inquiries';
import {freePort, startServer, type ServerProcess} from '../tests/server/serverProcess';
import {sleep, until} from '../tests/server/until';
import {openPglite} from './db/pglite';
import {SHUTDOWN_MESSAGE} from './http/drain';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
}, 30_000);
afterAll(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A server on PGlite in a fresh DATA_DIR (seeded, to skip initdb). */
async function pgliteEnv(extra: Record<string, string | undefined> = {}) {
  const dataDir = tempDir('lifecycle-data-');
  await seedDataDir(dataDir);
  // No start-up snapshot: it holds the event loop for seconds, which would blur what is in flight when.
  return {dataDir, env: {DATA_DIR: dataDir, DATABASE_URL: undefined, BACKUP_INTERVAL_HOURS: '0', ...extra}};
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A POST whose body is sent in two parts, the second only when `finish` is called. */
function slowInquiry(url: string) {
  const body = Buffer.from(JSON.stringify(inquiry()));
  const half = Math.floor(body.length / 2);
  let answered: (answer: Answer) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const request = http.request(`${url}/api/inquiries`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Content-Length': body.length},
    agent: false,
  });
  request.on('response', (response) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () =>
      answered({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString()}),
    );
  });
  request.on('error', failed);
  const firstHalfSent = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return {
    answer,
    /** The server is reading the body: it answered another connection opened after the first half was sent. */
    started: firstHalfSent.then(async () => {
      await sleep(200);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    }),
    finish: () => request.end(body.subarray(half)),
  };
}

async function countInquiries(dataDir: string): Promise<number> {
  const db = await openPglite(dataDir);
  try {
    const [row] = await db.query<{count: number}>('SELECT count(*)::int AS count FROM inquiries');
    return row!.count;
  } finally {
    await db.close();
  }
}

describe('server process: start-up mistakes fail loudly', () => {
  it('exits 1 with one line when the port is taken, after closing the database and releasing its lock', async () => {
    const {dataDir, env} = await pgliteEnv();
    const port = await freePort();
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      server = await startServer(env, port, {waitUntilServing: false});
      expect(await server.exitCode).toBe(1);
    } finally {
      holder.close();
    }
    // It had opened the database (and taken the lock) before it tried to listen.
    expect(server.output()).toContain('Database: PGlite');
    expect(server.stderr().trim().split('\n')).toEqual([
      `The server could not start: port ${port} on 127.0.0.1 is already in use (another server, or this one ` +
        'still running); stop it or set PORT to a free port',
    ]);
    expect(server.output()).not.toMatch(/Unhandled|\n\s+at /);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('warns when BUILD_DIR holds no site, is not ready until one appears, then is', async () => {
    const {env} = await pgliteEnv();
    const buildDir = path.join(tempDir('lifecycle-build-'), 'build');
    server = await startServer({...env, BUILD_DIR: buildDir});
    // stderr and stdout are separate pipes: the warning may arrive after the line that says the server is serving.
    await server.waitFor(/No site at BUILD_DIR/, 10_000);
    expect(server.stderr()).toContain(`No site at BUILD_DIR ${buildDir} (no index.html there)`);
    const notReady = await fetch(`${server.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({reasons: ['build: there is no site at BUILD_DIR (no index.html)']});
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    cpSync(FIXTURE_SITE, buildDir, {recursive: true});
    const url = server.url;
    await until(async () => (await fetch(`${url}/readyz`)).status === 200, '/readyz to answer 200', 10_000);
    expect(await (await fetch(`${url}/`)).text()).toContain('fixture home');
    await server.stop();
  }, 120_000);
});

describe('server process: graceful shutdown on SIGTERM', () => {
  it('lets an inquiry in flight finish, refuses new connections, then exits 0 with the database closed', async () => {
    const {dataDir, env} = await pgliteEnv();
    server = await startServer(env);
    const running = server;
    const post = slowInquiry(running.url);
    await post.started;
    running.signal('SIGTERM');
    await running.waitFor(/SIGTERM received: no new connections; waiting up to 10 s for 1 request in flight/);
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();

    post.finish();
    const answer = await post.answer;
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    expect(await running.exitCode).toBe(0);
    expect(running.output()).toMatch(/Server stopped.*cut=0/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(await countInquiries(dataDir)).toBe(1);
  }, 120_000);

  it('answers a request still running after SHUTDOWN_GRACE_SECONDS with 503 and Retry-After, and exits 1', async () => {
    const {dataDir, env} = await pgliteEnv({SHUTDOWN_GRACE_SECONDS: '1'});
    server = await startServer(env);
    const running = server;
    const post = slowInquiry(running.url);
    await post.started;
    running.signal('SIGTERM');
    await running.waitFor(/SIGTERM received: .*waiting up to 1 s for 1 request in flight/);
    const signalled = Date.now();

    const answer = await post.answer;
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({error: {code: 'unavailable', message: SHUTDOWN_MESSAGE}});
    expect(await running.exitCode).toBe(1);
    expect(running.output()).toContain('1 request still running after 1 s answered 503');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(await countInquiries(dataDir)).toBe(0);
  }, 120_000);
});
