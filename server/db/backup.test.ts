import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {PGlite} from '@electric-sql/pglite';
import {afterAll, describe, expect, it} from 'vitest';
import {
  OPEN_TIMEOUT,
  TEST_DATABASE_URL,
  openTestPglite,
  openTestSchema,
  seedDataDir,
} from '../../tests/server/databases';
import {allRows, seedInquiries} from '../../tests/server/seedInquiries';
import {until} from '../../tests/server/until';
import {runStaffCommand as cli} from '../../tests/server/staffCommand';
import {listBackups, startBackups} from './backupSchedule';
import type {Database} from './database';
import {migrate} from './migrate';
import {openPglite, wrapPglite} from './pglite';

/** A few hundred inquiries, some held and touched, with delivered and failed notification rows. */
async function fill(db: Database): Promise<void> {
  await migrate(db);
  await seedInquiries(db, 300);
  await db.query(`UPDATE inquiries SET held = true WHERE name LIKE '%7'`);
  await db.query(`UPDATE inquiries SET last_contact_at = created_at + interval '3 days' WHERE name LIKE '%3'`);
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiries-backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

describe('backup → wipe → restore', () => {
  it(
    'brings back every inquiry and notification row of PGlite from a snapshot',
    async () => {
      const dir = tempDir();
      const dataDir = path.join(dir, 'data');
      const file = path.join(dir, 'snapshot.tar.gz');
      await seedDataDir(dataDir);
      let db = await openPglite(dataDir);
      await fill(db);
      const before = await allRows(db);
      await db.close();

      const backedUp = await cli(['backup', file], {env: {DATA_DIR: dataDir}});
      expect(backedUp).toMatchObject({code: 0, stdout: expect.stringContaining('pglite snapshot')});
      expect(backedUp.stdout).toContain('300 inquiries, 600 notification rows');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(await cli(['backup', file], {env: {DATA_DIR: dataDir}})).toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`${file} exists already: name another file, or add --force`),
      });

      rmSync(path.join(dataDir, 'pglite'), {recursive: true});
      const restored = await cli(['restore', file, '--yes'], {env: {DATA_DIR: dataDir}});
      expect(restored).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('300 inquiries, 600 notification rows'),
      });

      db = await openPglite(dataDir);
      try {
        expect(await allRows(db)).toEqual(before);
      } finally {
        await db.close();
      }
    },
    OPEN_TIMEOUT,
  );

  it.skipIf(!TEST_DATABASE_URL)(
    'brings back every inquiry and notification row of PostgreSQL from a logical backup',
    async () => {
      const file = path.join(tempDir(), 'backup.json.gz');
      const database = await openTestSchema(TEST_DATABASE_URL!);
      try {
        await fill(database.db);
        const before = await allRows(database.db);

        const backedUp = await cli(['backup', file], {database: database.db});
        expect(backedUp).toMatchObject({code: 0, stdout: expect.stringContaining('logical')});

        await database.db.exec('DELETE FROM inquiry_notifications; DELETE FROM inquiries');
        const restored = await cli(['restore', file, '--yes'], {database: database.db});
        expect(restored).toMatchObject({
          code: 0,
          stdout: expect.stringContaining('300 inquiries, 600 notification rows'),
        });
        expect(await allRows(database.db)).toEqual(before);

        // Rows stored after the backup are lost only with --drop-newer; none is doubled.
        await seedInquiries(database.db, 5, {from: '2026-01-01T00:00:00Z'});
        expect((await cli(['restore', file, '--yes'], {database: database.db})).code).toBe(2);
        expect((await cli(['restore', file, '--yes', '--drop-newer'], {database: database.db})).code).toBe(0);
        expect(await allRows(database.db)).toEqual(before);
      } finally {
        await database.dispose();
      }
    },
    OPEN_TIMEOUT,
  );

  it('refuses a file that is not a backup, and restores nothing without --yes or a terminal; rotates', async () => {
    const dir = tempDir();
    const notBackup = path.join(dir, 'notes.txt.gz');
    writeFileSync(notBackup, gzipSync('not a backup'));
    const refused = await cli(['restore', notBackup, '--yes'], {env: {DATA_DIR: dir}});
    expect(refused).toMatchObject({code: 1, stderr: expect.stringContaining('is not a backup of this site')});

    const file = path.join(dir, 'empty.json.gz');
    const db = await openTestPglite();
    try {
      await migrate(db);
      await seedInquiries(db, 3);
      expect((await cli(['backup', file], {database: {...db, snapshot: undefined}})).code).toBe(0);
      await seedInquiries(db, 2, {from: '2026-01-01T00:00:00Z'});
      const unasked = await cli(['restore', file, '--drop-newer'], {database: db});
      expect(unasked).toMatchObject({code: 2, stderr: expect.stringContaining('add --yes')});
      expect(await db.query('SELECT id FROM inquiries')).toHaveLength(5);
      // A logical backup restores into PGlite as well.
      const restored = await cli(['restore', file, '--yes', '--drop-newer'], {database: db});
      expect(restored.stdout).toContain("the backup's 3 inquiries replaced 5");

      const rotated = path.join(dir, 'rotated');
      for (const day of ['2026-03-01', '2026-03-02']) {
        const at = new Date(`${day}T03:00:00Z`);
        const run = await cli(['backup', '--rotate', rotated], {
          database: {...db, snapshot: undefined},
          env: {BACKUP_KEEP: '1'},
          now: () => at,
        });
        expect(run.code).toBe(0);
      }
      expect(readdirSync(rotated)).toEqual(['logical-20260302T030000Z.json.gz']);
      expect(statSync(rotated).mode & 0o777).toBe(0o700);
    } finally {
      await db.close();
    }
  });
});

describe('scheduled PGlite snapshots', () => {
  it(
    'writes snapshots on schedule, keeps the last ones, and each loads back with every row',
    async () => {
      const dir = tempDir();
      const db = await openTestPglite();
      let hour = Date.parse('2026-01-01T00:00:00Z');
      const lines: string[] = [];
      try {
        await fill(db);
        const before = await allRows(db);
        const stop = startBackups({
          db,
          dir,
          intervalMs: 50,
          keep: 2,
          // Each reading an hour later, so each snapshot has a name of its own.
          clock: () => (hour += 3_600_000),
          log: {info: (line) => lines.push(line), error: (line) => lines.push(line)},
        });
        await until(() => lines.filter((line) => line.startsWith('Backup: ')).length >= 3, 'three snapshots', 30_000);
        await stop();
        expect(lines.some((line) => line.includes('failed'))).toBe(false);
        const kept = listBackups(dir);
        expect(kept).toHaveLength(2);
        expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);

        const restored = wrapPglite(
          await PGlite.create({loadDataDir: new Blob([readFileSync(path.join(dir, kept[1]!))])}),
          'restored',
          () => {},
        );
        try {
          expect(await allRows(restored)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await db.close();
      }
    },
    OPEN_TIMEOUT,
  );
});
