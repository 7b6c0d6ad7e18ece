import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, seedDataDir} from '../../../tests/server/databases';
import {migrate, migrationGate} from '../../db/migrate';
import {openPglite} from '../../db/pglite';
import {createOutbox} from '../../notifications/outbox';
import {INQUIRY_FIELDS, columnOf} from '../../../common/inquiries/fields';
import {runCli} from './commands';
import {createInquiryStore} from '../../inquiries/store';

/** A data directory with three inquiries (one before 2025-06-30) and one failed webhook notification. */
async function seed(dataDir: string): Promise<string> {
  await seedDataDir(dataDir);
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const store = createInquiryStore(db, migrationGate(db), {notify: ['webhook']});
    const base = {locale: 'ja' as const, subject: 'other' as const, email: 'a@example.jp'};
    const rows = [
      ['2025-06-01', 'Too old', 'before --since'],
      ['2025-07-01', '=HYPERLINK("http://evil.example")', 'first, "quoted"\nsecond line'],
      ['2025-08-01', 'Later', 'later'],
    ];
    for (const [day, name, message] of rows) {
      await store.add({
        ...base,
        id: randomUUID(),
        createdAt: new Date(`${day}T00:00:00Z`),
        name: name!,
        message: message!,
        idempotencyKey: randomUUID(),
      });
    }
    const outbox = createOutbox(db, migrationGate(db));
    const [claimed] = await outbox.claim({now: new Date(), leaseUntil: new Date(), limit: 1, channels: ['webhook']});
    await outbox.failed(claimed!.id, 'webhook: HTTP 410', null);
    return claimed!.id;
  } finally {
    await db.close();
  }
}

describe('inquiries CLI commands', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inquiries-cli-'));
  let failedId = '';

  async function cli(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, {
      env: {DATA_DIR: dataDir},
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return {code, stdout, stderr};
  }

  beforeAll(async () => {
    failedId = await seed(dataDir);
  }, OPEN_TIMEOUT);
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('lists since a date as CSV, with quoting and formulas neutralised', async () => {
    const {code, stdout} = await cli('list', '--since', '2025-06-30', '--format', 'csv');
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(
      `\uFEFF${['id', 'created_at', 'locale', ...INQUIRY_FIELDS.map(({key}) => columnOf(key))].join(',')}`,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"first, ""quoted""\nsecond line"');
    expect(lines[2]).toContain('Later');
    expect(lines).toHaveLength(4);
    expect(stdout).not.toContain('Too old');
  });

  it('starts the CSV with a UTF-8 byte-order mark, so Excel reads Japanese as UTF-8, unless --no-bom', async () => {
    const withBom = Buffer.from((await cli('list', '--format', 'csv')).stdout, 'utf8');
    expect([...withBom.subarray(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x69, 0x64]);
    const without = Buffer.from((await cli('list', '--format', 'csv', '--no-bom')).stdout, 'utf8');
    expect(without.subarray(0, 3).toString()).toBe('id,');
    expect(withBom.subarray(3).equals(without)).toBe(true);
    // JSON never gets one: parsers would reject it.
    expect((await cli('list', '--format', 'json')).stdout[0]).toBe('[');
  });

  it('lists as JSON and as a table', async () => {
    const json = await cli('list', '--format', 'json');
    expect((JSON.parse(json.stdout) as {name: string}[]).map((row) => row.name)).toEqual([
      'Too old',
      '=HYPERLINK("http://evil.example")',
      'Later',
    ]);
    const table = await cli('list');
    expect(table.stdout).toMatch(/^id\s+created_at/);
    expect(table.stdout).toContain('3 inquiries');
  });

  it('lists the outbox with the last errors, and makes a failed notification due again', async () => {
    const before = await cli('outbox');
    expect(before.stdout).toContain('(gave up)');
    expect(before.stdout).toContain('webhook: HTTP 410');
    expect(before.stdout).toContain('3 notifications not delivered');

    const retried = await cli('retry', failedId);
    expect(retried).toMatchObject({code: 0, stdout: expect.stringContaining('1 notification is due now')});
    const after = await cli('outbox', '--format', 'json');
    const entries = JSON.parse(after.stdout) as {id: string; status: string; lastError: string | null}[];
    expect(entries.find((entry) => entry.id === failedId)).toMatchObject({
      status: 'pending',
      lastError: 'webhook: HTTP 410',
    });
  });

  it('says so when retry finds nothing', async () => {
    const {code, stderr} = await cli('retry', randomUUID());
    expect(code).toBe(1);
    expect(stderr).toMatch(/^No undelivered notification has the id/m);
  });

  it.each([
    [['list', '--format', 'xml'], '--format: "xml" is not one of table, json, csv'],
    [['list', '--since', 'yesterday'], '--since: "yesterday" is not a date'],
    [['list', '--verbose'], "Unknown option '--verbose'"],
    [['outbox', '--format', 'csv'], '--format: "csv" is not one of table, json'],
    [['retry'], 'retry: give one notification id'],
    [['retry', 'not-an-id'], 'retry: give one notification id'],
    [['constructor'], 'Unknown command "constructor"'],
  ])('refuses %j with the usage and status 2', async (argv, message) => {
    const {code, stderr} = await cli(...argv);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage:');
  });
});
