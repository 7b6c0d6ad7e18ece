import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {inquiry, REPO_ROOT} from '../server/inquiries';
import {freePort} from '../server/serverProcess';
import {until} from '../server/until';

const run = promisify(execFile);
const BUILD_TEST = path.join(REPO_ROOT, 'build-test');

/**
 * What the production image runs: `npm run build:server`, its dist/server/ installed alone with
 * `npm ci --omit=dev`, started with plain `node` on a real build.
 */
describe('the compiled server, installed with its runtime dependencies only', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let url: string;
  let output = '';

  beforeAll(async () => {
    if (!existsSync(path.join(BUILD_TEST, 'index.html'))) {
      throw new Error('build-test/ is missing: run `npm run build:test` first');
    }
    await run('npm', ['run', '--silent', 'build:server'], {cwd: REPO_ROOT});
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'dist-server-')), 'app');
    cpSync(path.join(REPO_ROOT, 'dist/server'), dir, {recursive: true});
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {cwd: dir});
    url = `http://127.0.0.1:${await freePort()}`;
    server = spawn(process.execPath, ['index.js'], {
      cwd: dir,
      env: {...process.env, PORT: url.split(':')[2], BUILD_DIR: BUILD_TEST, DATA_DIR: path.join(dir, 'data')},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      () => output.includes('Serving the site at') || server!.exitCode !== null,
      'the server to start',
      60_000,
    );
    expect(output).toContain('Serving the site at');
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    if (dir) {
      rmSync(path.dirname(dir), {recursive: true, force: true});
    }
  });

  it('holds nothing but the server and the packages it imports', () => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual([
      '@electric-sql/pglite',
      '@hono/node-server',
      'hono',
      'hono-openapi',
      'nodemailer',
      'postgres',
      'zod',
    ]);
    const installed = readdirSync(path.join(dir, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed.sort()).toEqual([
      '@electric-sql',
      '@hono',
      '@standard-community',
      '@standard-schema',
      '@types',
      'hono',
      'hono-openapi',
      'nodemailer',
      'openapi-types',
      'postgres',
      'quansync',
      'zod',
    ]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  it('serves a page in each locale, stores an inquiry, and the CLI reads it back', async () => {
    for (const [page, lang] of [
      ['/', 'ja-JP'],
      ['/en/', 'en-US'],
    ]) {
      const answer = await fetch(`${url}${page}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(`<html lang=${lang} `);
    }
    const contract = await fetch(`${url}/api/openapi.json`);
    expect(contract.status).toBe(200);
    expect(await contract.json()).toMatchObject({openapi: '3.1.0', paths: {'/api/inquiries': {}}});
    const sent = inquiry({message: 'dist server round trip'});
    const stored = await fetch(`${url}/api/inquiries`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(sent),
    });
    expect(stored.status).toBe(201);
    const {id} = (await stored.json()) as {id: string};

    // PGlite allows one process: stop the server before reading, as the README says.
    server!.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    const {stdout} = await run(process.execPath, ['cli.js', 'list', '--format', 'json'], {
      cwd: dir,
      env: {...process.env, DATA_DIR: path.join(dir, 'data')},
    });
    const rows = JSON.parse(stdout.replace(/^\uFEFF/, '')) as {id: string; message: string}[];
    expect(rows.map((row) => [row.id, row.message])).toEqual([[id, 'dist server round trip']]);
  });
});
