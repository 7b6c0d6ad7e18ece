import {execFile} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {seedDataDir} from '../../tests/server/databases';
import {REPO_ROOT} from '../../tests/server/inquiries';
import {migrate, migrationGate} from '../db/migrate';
import {openPglite} from '../db/pglite';
import {createInquiryStore} from '../inquiries/store';

const TSX = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

async function cli(dataDir: string, ...args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, [TSX, 'server/cli/inquiries.ts', ...args], {
      cwd: REPO_ROOT,
      env: {...process.env, DATA_DIR: dataDir, DATABASE_URL: ''},
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, stdout: failed.stdout, stderr: failed.stderr};
  }
}

describe('npm run inquiries', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inquiries-cli-'));
  beforeAll(async () => {
    await seedDataDir(dataDir);
    const db = await openPglite(dataDir);
    await migrate(db);
    const store = createInquiryStore(db, migrationGate(db));
    const base = {locale: 'ja' as const, subject: 'other' as const, email: 'a@example.jp', company: ''};
    await store.add({
      ...base,
      id: randomUUID(),
      createdAt: new Date('2025-06-01T00:00:00Z'),
      name: 'Too old',
      message: 'before --since',
      idempotencyKey: randomUUID(),
    });
    await store.add({
      ...base,
      id: randomUUID(),
      createdAt: new Date('2025-07-01T00:00:00Z'),
      name: '=HYPERLINK("http://evil.example")',
      message: 'first, "quoted"\nsecond line',
      idempotencyKey: randomUUID(),
    });
    await store.add({
      ...base,
      id: randomUUID(),
      createdAt: new Date('2025-08-01T00:00:00Z'),
      name: 'Later',
      message: 'later',
      idempotencyKey: randomUUID(),
    });
    await db.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('lists since a date as CSV, with quoting and formulas neutralised', async () => {
    const {code, stdout} = await cli(dataDir, 'list', '--since', '2025-06-30', '--format', 'csv');
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,locale,subject,name,email,company,message');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"first, ""quoted""\nsecond line"');
    expect(lines[2]).toContain('Later');
    expect(lines).toHaveLength(4);
    expect(stdout).not.toContain('Too old');
  });

  it('refuses bad arguments with the usage and status 2', async () => {
    const {code, stderr} = await cli(dataDir, 'list', '--format', 'xml');
    expect(code).toBe(2);
    expect(stderr).toContain('--format: "xml" is not one of table, json, csv');
    expect(stderr).toContain('Usage:');
  });

  it('says so when a running server holds the PGlite data directory', async () => {
    const db = await openPglite(dataDir);
    try {
      const {code, stderr} = await cli(dataDir, 'list');
      expect(code).toBe(1);
      expect(stderr).toMatch(/PGlite allows one process at a time/);
    } finally {
      await db.close();
    }
  });
});
