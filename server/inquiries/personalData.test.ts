import {randomUUID} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, backends, type TestDatabase} from '../../tests/server/databases';
import {migrate, migrationGate} from '../db/migrate';
import type {CliIo} from '../cli/inquiryCommands/commands';
import {runStaffCommand} from '../../tests/server/staffCommand';
import {createInquiryStore} from './store';

const NAMES = ['Old Sender', 'Held Sender', 'Touched Sender', 'Recent Sender', 'Taro One', 'Taro Two'];

for (const backend of backends) {
  describe.skipIf(!backend.available)(`retention and a person's requests: ${backend.title}`, () => {
    let database: TestDatabase;
    const ids: Record<string, string> = {};
    let now = new Date('2025-08-01T00:00:00Z');

    const cli = (argv: string[], io: Partial<CliIo> = {}) =>
      runStaffCommand(argv, {env: {INQUIRY_RETENTION_DAYS: '1096'}, database: database.db, now: () => now, ...io});

    const count = async (table: string, inquiryId?: string) =>
      Number(
        (
          await database.db.query<{n: number}>(
            `SELECT count(*) AS n FROM ${table} WHERE $1::uuid IS NULL OR ${table === 'inquiries' ? 'id' : 'inquiry_id'} = $1`,
            [inquiryId ?? null],
          )
        )[0]!.n,
      );

    beforeAll(async () => {
      database = await backend.open();
      await migrate(database.db);
      const store = createInquiryStore(database.db, migrationGate(database.db), {notify: ['email', 'webhook']});
      const rows: [string, string, string][] = [
        ['old', '2021-01-01', 'Old@Example.jp'],
        ['held', '2021-01-01', 'held@example.jp'],
        ['touched', '2021-01-01', 'touched@example.jp'],
        ['recent', '2025-01-01', 'recent@example.jp'],
        ['taro1', '2025-03-01', 'taro@example.jp'],
        ['taro2', '2025-04-01', 'TARO@Example.JP'],
      ];
      for (const [index, [key, day, email]] of rows.entries()) {
        const {id} = await store.add({
          id: randomUUID(),
          createdAt: new Date(`${day}T00:00:00Z`),
          locale: 'ja',
          subject: 'other',
          name: NAMES[index]!,
          email,
          message: `message of ${NAMES[index]}`,
          idempotencyKey: randomUUID(),
        });
        ids[key] = id;
      }
      expect((await cli(['hold', ids.held!])).code).toBe(0);
      now = new Date('2024-06-01T00:00:00Z');
      expect((await cli(['touch', ids.touched!])).code).toBe(0);
      now = new Date('2025-08-01T00:00:00Z');
    }, OPEN_TIMEOUT);
    afterAll(() => database?.dispose());

    it('says what a dry run would purge and deletes nothing', async () => {
      const {code, stdout, stderr, audit} = await cli(['purge', '--dry-run']);
      expect(code).toBe(0);
      expect(stdout).toContain('Would delete 1 inquiry and 2 notification rows last active before 2022-08-01');
      expect(stdout).toContain(ids.old);
      expect(stderr).toBe(`Database: ${database.db.description}\n`);
      expect(audit).toEqual([]);
      expect(await count('inquiries')).toBe(6);
    });

    it('purges what is past the period with its notification rows, keeping held and recently touched ones', async () => {
      const {code, stdout, audit} = await cli(['purge']);
      expect(code).toBe(0);
      expect(stdout).toContain('Deleted 1 inquiry and 2 notification rows');
      expect(await count('inquiries', ids.old)).toBe(0);
      expect(await count('inquiry_notifications', ids.old)).toBe(0);
      expect(await count('inquiries')).toBe(5);
      expect(audit).toEqual([
        `purge (last activity before 2022-08-01T00:00:00.000Z): deleted 1 inquiry and 2 notification rows: ${ids.old}`,
      ]);
    });

    it('purges more as the clock moves on, and never a held inquiry until it is released', async () => {
      now = new Date('2028-01-03T00:00:00Z');
      const later = await cli(['purge']);
      expect(later.stdout).toContain('Deleted 2 inquiries and 4 notification rows');
      expect(await count('inquiries', ids.touched)).toBe(0);
      expect(await count('inquiries', ids.recent)).toBe(0);
      expect(await count('inquiries', ids.held)).toBe(1);

      expect((await cli(['release', ids.held!])).code).toBe(0);
      now = new Date('2029-01-01T00:00:00Z');
      expect((await cli(['purge'])).stdout).toContain('Deleted 3 inquiries and 6 notification rows');
      expect(await count('inquiries')).toBe(0);
      expect(await count('inquiry_notifications')).toBe(0);
    });
  });

  describe.skipIf(!backend.available)(`find and delete by address: ${backend.title}`, () => {
    let database: TestDatabase;
    const taro: string[] = [];
    let other = '';

    const cli = (argv: string[], io: Partial<CliIo> = {}) => runStaffCommand(argv, {database: database.db, ...io});

    beforeAll(async () => {
      database = await backend.open();
      await migrate(database.db);
      const store = createInquiryStore(database.db, migrationGate(database.db), {notify: ['email', 'webhook']});
      for (const [email, name] of [
        ['taro@example.jp', 'Taro One'],
        ['TARO@Example.JP', 'Taro Two'],
        ['hanako@example.jp', 'Hanako'],
      ]) {
        const {id} = await store.add({
          id: randomUUID(),
          createdAt: new Date(),
          locale: 'ja',
          subject: 'other',
          name: name!,
          email: email!,
          message: `message of ${name}`,
          idempotencyKey: randomUUID(),
        });
        if (name === 'Hanako') {
          other = id;
        } else {
          taro.push(id);
        }
      }
    }, OPEN_TIMEOUT);
    afterAll(() => database?.dispose());

    it('finds everything stored about an address, whatever its case', async () => {
      const {code, stdout, audit} = await cli(['find', '--email', 'Taro@EXAMPLE.jp']);
      expect(code).toBe(0);
      expect(audit).toEqual([`find by address: 2 inquiries and 4 notification rows disclosed: ${taro.join(' ')}`]);
      const found = JSON.parse(stdout) as {
        inquiries: {id: string; name: string}[];
        notifications: {inquiryId: string}[];
      };
      expect(found.inquiries.map((inquiry) => inquiry.name)).toEqual(['Taro One', 'Taro Two']);
      expect(found.notifications).toHaveLength(4);
      expect(new Set(found.notifications.map((row) => row.inquiryId))).toEqual(new Set(taro));
    });

    it('asks before deleting and refuses without a terminal or --yes', async () => {
      const noTerminal = await cli(['delete', '--email', 'taro@example.jp']);
      expect(noTerminal.code).toBe(2);
      expect(noTerminal.stderr).toContain('This deletes 2 inquiries and 4 notification rows');
      expect(noTerminal.stderr).toContain('add --yes');

      const questions: string[] = [];
      const declined = await cli(['delete', '--email', 'taro@example.jp'], {
        confirm: (question) => (questions.push(question), Promise.resolve(false)),
      });
      expect(questions).toEqual([
        expect.stringContaining(`This deletes 2 inquiries and 4 notification rows: ${taro.join(' ')}`),
      ]);
      expect(declined.stdout).toBe('Nothing deleted.\n');
      expect(JSON.parse((await cli(['find', '--email', 'taro@example.jp'])).stdout).inquiries).toHaveLength(2);
    });

    it('deletes by address with --yes, writing an audit line with ids and counts and no personal data', async () => {
      const {code, stdout, stderr, audit} = await cli(['delete', '--email', 'TARO@example.jp', '--yes']);
      expect(code).toBe(0);
      expect(stdout).toBe('Deleted 2 inquiries and 4 notification rows.\n');
      expect(audit).toEqual([`delete by address: deleted 2 inquiries and 4 notification rows: ${taro.join(' ')}`]);
      expect([stderr, ...audit].join('\n').toLowerCase()).not.toMatch(/taro@|example\.jp|taro one|message/);
      const left = await database.db.query<{id: string}>('SELECT id FROM inquiries');
      expect(left.map((row) => row.id)).toEqual([other]);
      expect(await database.db.query('SELECT id FROM inquiry_notifications WHERE inquiry_id <> $1', [other])).toEqual(
        [],
      );
      expect((await cli(['delete', '--email', 'taro@example.jp', '--yes'])).stdout).toBe(
        'No inquiry with that address; nothing deleted. The address is recorded as erased.\n',
      );
    });

    it('deletes one inquiry by id', async () => {
      const {code, stdout, audit} = await cli(['delete', other, '--yes']);
      expect(code).toBe(0);
      expect(stdout).toBe('Deleted 1 inquiry and 2 notification rows.\n');
      expect(audit).toEqual([`delete by id: deleted 1 inquiry and 2 notification rows: ${other}`]);
    });

    it.each([
      [['delete'], 'delete: give either --email <address> or one inquiry id'],
      [['delete', '--email', 'a@example.jp', randomUUID()], 'delete: give either'],
      [['find'], 'find: give --email <address>'],
      [['hold', 'nope'], 'hold: give one inquiry id'],
    ])('refuses %j with the usage', async (argv, message) => {
      const {code, stderr} = await cli(argv);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
    });

    it('says so when touch, hold or release finds no inquiry', async () => {
      for (const command of ['touch', 'hold', 'release']) {
        const {code, stderr} = await cli([command, randomUUID()]);
        expect(code).toBe(1);
        expect(stderr).toMatch(/^No inquiry has the id /m);
      }
    });
  });
}
