import {readdirSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import type {Database} from './database';
import {explainPrivilegeError} from './privileges';
import {DatabaseNotReadyError, isUnavailable} from './unavailable';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The `NNNN_name.sql` files, in version order; versions must run 1, 2, 3… without gaps. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) {
        throw new Error(`Migration file name ${file} does not read NNNN_name.sql`);
      }
      return {version: Number(match[1]), name: match[2]!, sql: readFileSync(path.join(dir, file), 'utf8')};
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration versions must run 1, 2, 3…: found ${migration.version} at position ${index + 1}`);
    }
  });
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction, and returns the
 * names it applied. An advisory lock makes server instances that start together take turns.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  try {
    return await applyMigrations(db, migrations);
  } catch (error) {
    throw await explainPrivilegeError(db, error);
  }
}

function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('holoreal-website schema_migrations'))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{version: number}>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(`${String(migration.version).padStart(4, '0')}_${migration.name}`);
    }
    return applied;
  });
}

export interface MigrationGate {
  /** Resolves once the schema is up to date; retries the migration on each call until it succeeds. */
  ready(): Promise<void>;
}

/**
 * Lets the server start while its PostgreSQL server is down: the static site serves, every database use
 * first passes this gate, and the first use after the database comes back runs the migrations.
 */
export function migrationGate(db: Database, onApplied: (applied: string[]) => void = () => {}): MigrationGate {
  let done = false;
  let running: Promise<void> | null = null;
  return {
    ready() {
      if (done) {
        return Promise.resolve();
      }
      running ??= migrate(db)
        .then((applied) => {
          done = true;
          onApplied(applied);
        })
        .catch((error: unknown) => {
          throw isUnavailable(error) ? new DatabaseNotReadyError(error) : error;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
