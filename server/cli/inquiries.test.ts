import {execFile} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, openTestSchema, seedDataDir, TEST_DATABASE_URL} from '../../tests/server/databases';
import {INQUIRIES_COMMAND, REPO_ROOT} from '../../tests/server/inquiries';
import {migrate, migrationGate} from '../db/migrate';
import {openPglite} from '../db/pglite';
import {createInquiryStore} from '../inquiries/store';

/**
 * The command as npm runs it (tsx server/cli/inquiries.ts), with no database in its environment unless `env`
 * gives one; the commands themselves: inquiryCommands/commands.test.ts.
 */
async function cli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{code: number; stdout: string; stderr: string}> {
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, [...INQUIRIES_COMMAND, ...args], {
      cwd: REPO_ROOT,
      env: {...process.env, DATA_DIR: '', DATABASE_URL: '', ...env},
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, stdout: failed.stdout, stderr: failed.stderr};
  }
}

describe('npm run inquiries', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiries-cli-entry-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('prints the usage with status 2 when no command is given', async () => {
    const {code, stdout} = await cli({});
    expect(code).toBe(2);
    expect(stdout).toContain('npm run inquiries -- list');
  });

  it('says so, with status 1, when a running server holds the PGlite data directory', async () => {
    const dataDir = path.join(dir, 'held');
    // What a running server leaves: its database, and the lock file naming a live process (this one).
    mkdirSync(path.join(dataDir, 'pglite'), {recursive: true});
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const {code, stderr} = await cli({DATA_DIR: dataDir}, 'list');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /process \d+ on host .+ has this database open \(since .+\)\. PGlite allows one process at a time: stop that server/,
    );
  });
});

describe("npm run inquiries finds the server's database or refuses", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiries-cli-database-'));
  const dataDir = path.join(dir, 'server-data');
  const settings = path.join(dir, 'env');
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  beforeAll(async () => {
    await seedDataDir(dataDir);
    const db = await openPglite(dataDir);
    try {
      await migrate(db);
      await createInquiryStore(db, migrationGate(db)).add({
        id: randomUUID(),
        createdAt: new Date('2026-04-01T00:00:00Z'),
        locale: 'ja',
        subject: 'other',
        name: 'Stored Sender',
        email: 'stored@example.jp',
        message: 'stored',
        idempotencyKey: randomUUID(),
      });
    } finally {
      await db.close();
    }
    // The server's settings file, as MAINTAINING.md section 6 writes it.
    writeFileSync(settings, `DATA_DIR=${dataDir}\nLOG_FORMAT=json\n`);
  }, OPEN_TIMEOUT);

  it('refuses with status 1 when no database is configured, naming the settings to give', async () => {
    const {code, stdout, stderr} = await cli({}, 'list');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('No database is configured, and a staff command never creates one');
    expect(stderr).toMatch(/DATABASE_URL .* DATA_DIR .* settings file \/dev\/null \(HOLOREAL_ENV_FILE names another\)/);
  });

  it('refuses a DATA_DIR without a database, and creates nothing there', async () => {
    const missing = path.join(dir, 'no-such-data');
    const {code, stderr} = await cli({DATA_DIR: missing}, 'delete', '--email', 'stored@example.jp', '--yes');
    expect(code).toBe(1);
    expect(stderr).toContain(`There is no embedded database in ${missing}/pglite (DATA_DIR=${missing})`);
    expect(existsSync(missing)).toBe(false);
  });

  it.skipIf(!TEST_DATABASE_URL)(
    "refuses a PostgreSQL database without the site's tables until `migrate` sets it up; never prints the password",
    async () => {
      const empty = await openTestSchema(TEST_DATABASE_URL!);
      try {
        const url = new URL(TEST_DATABASE_URL!);
        url.searchParams.set('search_path', empty.schema!);
        const refused = await cli({DATABASE_URL: url.href}, 'outbox');
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(
          `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} holds none of the site's tables`,
        );
        expect(refused.stderr).toContain('npm run inquiries -- migrate');
        const migrated = await cli({DATABASE_URL: url.href}, 'migrate');
        expect(migrated).toMatchObject({code: 0, stdout: expect.stringContaining('Applied 0001_inquiries')});
        expect(refused.stderr + migrated.stderr).not.toContain(decodeURIComponent(url.password));
      } finally {
        await empty.dispose();
      }
    },
    OPEN_TIMEOUT,
  );

  it("reads the server's database through the server's settings file, and says which it is", async () => {
    const {code, stdout, stderr} = await cli({HOLOREAL_ENV_FILE: settings}, 'list', '--format', 'json');
    expect(code).toBe(0);
    expect(stderr).toBe(
      `Database: PGlite (embedded PostgreSQL) in ${dataDir}/pglite; settings: ${settings} and the environment\n`,
    );
    expect((JSON.parse(stdout) as unknown[]).length).toBe(1);
  });
});
