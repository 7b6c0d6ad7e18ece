import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  OPEN_TIMEOUT,
  TEST_DATABASE_URL,
  openTestPglite,
  openTestSchema,
  seedDataDir,
} from '../../tests/server/databases';
import {runStaffCommand, type StaffCommandRun} from '../../tests/server/staffCommand';
import type {CliIo} from '../cli/inquiryCommands/commands';
import type {Database} from '../db/database';
import {migrate, migrationGate} from '../db/migrate';
import {openPglite} from '../db/pglite';
import {createOutbox} from '../notifications/outbox';
import {createInquiryStore} from './store';

/** A store as the staff commands reach it, and a way to look inside it between commands. */
interface Store {
  io: Partial<CliIo>;
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiries-restore-'));
  dirs.push(dir);
  return dir;
}

/** PGlite in a data directory, as the server keeps it: its backups are snapshots. */
async function pgliteStore(): Promise<Store> {
  const dataDir = path.join(tempDir(), 'data');
  await seedDataDir(dataDir);
  return {
    io: {env: {DATA_DIR: dataDir}},
    async use(work) {
      const db = await openPglite(dataDir);
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    dispose: () => Promise.resolve(),
  };
}

/** PostgreSQL: its backups are logical. */
async function postgresStore(): Promise<Store> {
  const database = await openTestSchema(TEST_DATABASE_URL!);
  return {
    io: {database: database.db},
    use: (work) => work(database.db),
    dispose: () => database.dispose(),
  };
}

async function add(db: Database, name: string, email: string, createdAt = new Date()): Promise<string> {
  const store = createInquiryStore(db, migrationGate(db), {notify: ['email']});
  const {id} = await store.add({
    id: randomUUID(),
    createdAt,
    locale: 'ja',
    subject: 'other',
    name,
    email,
    message: `message of ${name}`,
    idempotencyKey: randomUUID(),
  });
  return id;
}

/** The email notifications a delivery worker would send now, by inquiry id. */
async function due(db: Database): Promise<string[]> {
  const claimed = await createOutbox(db, migrationGate(db)).claim({
    now: new Date(Date.now() + 3_600_000),
    leaseUntil: new Date(Date.now() + 7_200_000),
    limit: 100,
    channels: ['email'],
  });
  return claimed.map((notification) => notification.inquiry.id).sort();
}

const stores = [
  {title: 'PGlite, from a snapshot', available: true, open: pgliteStore},
  {
    title: TEST_DATABASE_URL ? 'PostgreSQL, from a logical backup' : 'PostgreSQL (SKIPPED: set TEST_DATABASE_URL)',
    available: TEST_DATABASE_URL !== undefined,
    open: postgresStore,
  },
];

for (const {title, available, open} of stores) {
  describe.skipIf(!available)(`a restore honours what happened since the backup: ${title}`, () => {
    it(
      'keeps a person deleted on request deleted, sends no delivered notification again, and drops newer inquiries only when told',
      async () => {
        const store = await open();
        const runs: StaffCommandRun[] = [];
        const cli = async (...argv: string[]) => {
          const run = await runStaffCommand(argv, store.io);
          runs.push(run);
          return run;
        };
        try {
          const [taro, hanako, jiro] = await store.use(async (db) => {
            await migrate(db);
            return [
              await add(db, 'Taro Sender', 'taro@example.jp'),
              await add(db, 'Hanako Sender', 'hanako@example.jp'),
              await add(db, 'Jiro Sender', 'jiro@example.jp'),
            ];
          });
          const file = path.join(tempDir(), 'backup.gz');
          expect((await cli('backup', file)).code).toBe(0);

          // After the backup: the server delivers two notifications, and a new inquiry arrives.
          const saburo = await store.use(async (db) => {
            const outbox = createOutbox(db, migrationGate(db));
            const rows = await db.query<{id: string}>(
              'SELECT id FROM inquiry_notifications WHERE inquiry_id = ANY ($1::uuid[])',
              [[taro, hanako]],
            );
            for (const {id} of rows) {
              await outbox.delivered(id, new Date());
            }
            return add(db, 'Saburo Sender', 'saburo@example.jp');
          });
          // Taro asks for his data to be deleted.
          expect((await cli('delete', '--email', 'taro@example.jp', '--yes')).code).toBe(0);

          const refused = await cli('restore', file, '--yes');
          expect(refused.code).toBe(2);
          expect(refused.stderr).toContain(
            `1 inquiry in the database was received after the backup and is not in it: ${saburo}`,
          );
          expect(refused.stderr).toContain('Nothing restored');

          const restored = await cli('restore', file, '--yes', '--drop-newer');
          expect(restored.code).toBe(0);
          expect(restored.stdout).toContain("the backup's 3 inquiries replaced 3");
          expect(restored.stdout).toContain(`Removed again, deleted on request or purged since the backup: 1: ${taro}`);
          expect(restored.stdout).toContain(`Dropped, received after the backup: 1: ${saburo}`);
          expect(restored.audit).toEqual([
            `restore ${file}: replaced 3 inquiries with the backup's 3; removed again 1 erased since: ${taro}; ` +
              `dropped 1 newer: ${saburo}`,
          ]);

          await store.use(async (db) => {
            const left = await db.query<{id: string}>('SELECT id FROM inquiries ORDER BY id');
            expect(left.map((row) => row.id)).toEqual([hanako, jiro].sort());
            // Hanako's mail went out after the backup: it stays delivered. Jiro's never did: it is still due.
            expect(await due(db)).toEqual([jiro]);
          });
          expect(JSON.stringify(runs)).not.toMatch(/@example\.jp|Sender|message of/);
        } finally {
          await store.dispose();
        }
      },
      OPEN_TIMEOUT,
    );
  });
}

for (const backend of [
  {
    title: 'PGlite',
    available: true,
    open: async () => ({db: await openTestPglite(), dispose: () => Promise.resolve()}),
  },
  {
    title: TEST_DATABASE_URL ? 'PostgreSQL' : 'PostgreSQL (SKIPPED: set TEST_DATABASE_URL)',
    available: TEST_DATABASE_URL !== undefined,
    open: () => openTestSchema(TEST_DATABASE_URL!),
  },
]) {
  describe.skipIf(!backend.available)(`a deletion by address outlives every backup: ${backend.title}`, () => {
    it("removes the address's inquiries a backup brings back, even one not in the database at the deletion, and keeps a later one", async () => {
      const database = await backend.open();
      // Logical backups, so PGlite runs in memory here.
      const io: Partial<CliIo> = {database: {...database.db, snapshot: undefined}};
      const dir = tempDir();
      try {
        await migrate(database.db);
        const early = await add(database.db, 'Early Sender', 'early@example.jp');
        await runStaffCommand(['backup', path.join(dir, 'before.gz')], io);
        const first = await add(database.db, 'Taro Sender', 'Taro@Example.jp');
        await runStaffCommand(['backup', path.join(dir, 'with-taro.gz')], io);
        // A restore of the older backup drops Taro's inquiry without erasing it; then he asks for deletion.
        await runStaffCommand(['restore', path.join(dir, 'before.gz'), '--yes', '--drop-newer'], io);
        const asked = await runStaffCommand(['delete', '--email', 'taro@example.jp', '--yes'], io);
        expect(asked.stdout).toContain('The address is recorded as erased');
        // He writes again later: a new inquiry, which a later restore must keep.
        const later = await add(database.db, 'Taro Sender', 'taro@example.jp', new Date(Date.now() + 60_000));
        await runStaffCommand(['backup', path.join(dir, 'latest.gz')], io);

        const restored = await runStaffCommand(
          ['restore', path.join(dir, 'with-taro.gz'), '--yes', '--drop-newer'],
          io,
        );
        expect(restored.stdout).toContain(`Removed again, deleted on request or purged since the backup: 1: ${first}`);
        expect((await database.db.query<{id: string}>('SELECT id FROM inquiries')).map((row) => row.id)).toEqual([
          early,
        ]);

        await runStaffCommand(['restore', path.join(dir, 'latest.gz'), '--yes'], io);
        const ids = (await database.db.query<{id: string}>('SELECT id FROM inquiries')).map((row) => row.id);
        expect(ids.sort()).toEqual([early, later].sort());
      } finally {
        await database.dispose();
      }
    });
  });
}
