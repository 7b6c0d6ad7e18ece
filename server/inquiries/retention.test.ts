import {describe, expect, it} from 'vitest';
import {backends, suiteDatabase} from '../../tests/server/databases';
import {seedInquiries} from '../../tests/server/seedInquiries';
import {until} from '../../tests/server/until';
import {migrationGate} from '../db/migrate';
import {createPersonalData} from './personalData';
import {startRetention} from './retention';

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the server's retention purge: ${backend.title}`, () => {
    const database = suiteDatabase(backend, {migrated: true});

    it('deletes expired inquiries at start and on every interval, logging and recording one audit line each time', async () => {
      const {db} = database;
      // Ten from 2020 (expired on 2026-01-01), five from 2025 (not yet).
      await seedInquiries(db, 10, {from: '2020-01-01T00:00:00Z'});
      await seedInquiries(db, 5, {from: '2025-06-01T00:00:00Z'});
      const lines: string[] = [];
      let now = Date.parse('2026-01-01T00:00:00Z');
      const log = {info: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn ${line}`)};
      const records: string[] = [];
      const stop = startRetention({
        data: createPersonalData(db, migrationGate(db)),
        retentionDays: 1096,
        clock: () => now,
        log,
        audit: (at, record) => Promise.resolve(void records.push(`${at.toISOString()} ${record}`)),
        intervalMs: 50,
      });
      try {
        await until(() => lines.some((line) => line.startsWith('audit:')), 'the first purge');
        const count = async () => Number((await db.query<{n: number}>('SELECT count(*) AS n FROM inquiries'))[0]!.n);
        expect(await count()).toBe(5);
        expect(lines.find((line) => line.startsWith('audit:'))).toMatch(
          /^audit: purge by the server \(last activity before 2023-01-01T00:00:00\.000Z\): deleted 10 inquiries and 20 notification rows: [0-9a-f-]{36}( [0-9a-f-]{36}){9}$/,
        );
        expect(records[0]).toBe(
          `2026-01-01T00:00:00.000Z ${lines.find((line) => line.startsWith('audit:'))!.slice(7)}`,
        );
        // Three years later the rest has expired too; the next run takes it.
        now = Date.parse('2029-01-01T00:00:00Z');
        await until(async () => (await count()) === 0, 'the next purge');
        // The purge logs its audit line after its delete has committed: wait for the line, not only the count.
        await until(() => lines.filter((line) => line.startsWith('audit:')).length >= 2, 'the next audit line');
        expect(lines.filter((line) => line.startsWith('audit:'))).toHaveLength(2);
        await until(() => records.length >= 2, 'the next audit record');
        expect(records).toHaveLength(2);
        expect(lines.filter((line) => line.startsWith('warn'))).toEqual([]);
        expect([...lines, ...records].join('\n')).not.toMatch(/@example\.jp|山田/);
      } finally {
        stop();
      }
    });
  });
}
