import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, backends, type TestDatabase} from '../../tests/server/databases';
import {loadMigrations, migrate, migrationGate} from './migrate';

describe('migration files', () => {
  it('are numbered 1, 2, 3… without gaps', () => {
    const migrations = loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('refuses a gap and a badly named file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 1;');
    writeFileSync(path.join(dir, '0003_c.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/1, 2, 3/);
    writeFileSync(path.join(dir, 'oops.sql'), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/NNNN_name/);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.available)(`migrator: ${backend.title}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await backend.open();
    }, OPEN_TIMEOUT);
    afterAll(() => database?.dispose());

    it('applies every migration once and records it', async () => {
      const all = loadMigrations();
      expect(await migrate(database.db)).toHaveLength(all.length);
      expect(await migrate(database.db)).toEqual([]);
      const rows = await database.db.query<{version: number}>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(rows.map((row) => Number(row.version))).toEqual(all.map((m) => m.version));
    });

    it('rolls a failing migration back whole', async () => {
      const broken = [
        ...loadMigrations(),
        {version: 99, name: 'broken', sql: 'CREATE TABLE half_done (x int); SELECT no_such_function();'},
      ];
      await expect(migrate(database.db, broken)).rejects.toThrow();
      const tables = await database.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`);
      expect(tables).toEqual([]);
    });

    it('lets concurrent starts take turns', async () => {
      const results = await Promise.all([
        migrate(database.db),
        migrate(database.db),
        migrationGate(database.db).ready(),
      ]);
      expect(results.slice(0, 2)).toEqual([[], []]);
    });
  });
}
