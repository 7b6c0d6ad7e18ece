import {afterAll, beforeAll} from 'vitest';
import {randomBytes} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import postgres from 'postgres';
import type {Database} from '../../server/db/database';
import {migrate} from '../../server/db/migrate';
import {wrapPglite} from '../../server/db/pglite';
import {openPostgres} from '../../server/db/postgres';

/** For beforeAll hooks that open a database: PGlite boots slowly on a busy machine. */
export const OPEN_TIMEOUT = 60_000;

/** A PostgreSQL server for the database suites (scripts/ci-postgres.sh prints one). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
if (!TEST_DATABASE_URL) {
  console.warn('PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (eval "$(scripts/ci-postgres.sh)" sets it)');
}

export interface TestDatabase {
  db: Database;
  /** On PostgreSQL, the suite's own schema (to open more connections to it). */
  schema?: string;
  /** Closes the database and removes what the suite created. */
  dispose(): Promise<void>;
}

export interface Backend {
  /** Suite title; says why it is skipped when it is. */
  title: string;
  kind: Database['kind'];
  available: boolean;
  open(): Promise<TestDatabase>;
}

/**
 * A schema of its own on the test PostgreSQL server, so suites running side by side (and reruns after a
 * crash) never see each other's rows; dropped again by dispose().
 */
export async function openTestSchema(url: string, options: {max?: number} = {}): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, {max: 1, onnotice: () => {}});
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, {schema, max: options.max});
  return {
    db,
    schema,
    async dispose() {
      await db.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

const TEMPLATE = path.join(tmpdir(), `holoreal-test-pglite-${process.getuid?.() ?? 0}.tar`);

/**
 * A freshly initialised PGlite data directory as a tarball. Creating a PGlite runs initdb, which takes
 * seconds; loading this instead takes about one. Kept in the temp directory across runs.
 */
async function template(): Promise<Blob> {
  try {
    return new Blob([readFileSync(TEMPLATE)]);
  } catch {
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const partial = `${TEMPLATE}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, TEMPLATE);
    return dump;
  }
}

/** A fresh in-memory PGlite. */
export async function openTestPglite(): Promise<Database> {
  return wrapPglite(await PGlite.create({loadDataDir: await template()}), 'PGlite in memory (test)', () => {});
}

/** Prepares DATA_DIR for a server process the way openPglite lays it out, skipping its initdb. */
export async function seedDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, {recursive: true});
  const pg = await PGlite.create({dataDir: path.join(dataDir, 'pglite'), loadDataDir: await template()});
  await pg.close();
}

/** Every suite built on this runs against embedded PGlite and, when TEST_DATABASE_URL is set, PostgreSQL. */
export const backends: Backend[] = [
  {
    title: 'PGlite',
    kind: 'pglite',
    available: true,
    open: async () => {
      const db = await openTestPglite();
      return {db, dispose: () => db.close()};
    },
  },
  {
    title: TEST_DATABASE_URL
      ? 'PostgreSQL'
      : 'PostgreSQL (SKIPPED: set TEST_DATABASE_URL, e.g. eval "$(scripts/ci-postgres.sh)")',
    kind: 'postgres',
    available: TEST_DATABASE_URL !== undefined,
    open: () => openTestSchema(TEST_DATABASE_URL!),
  },
];

/**
 * The suite's database on one backend: opened (and migrated, if asked) before the suite's tests, disposed
 * of after them. Call it inside the suite's `describe`; read `.db` in hooks and tests.
 */
export function suiteDatabase(backend: Backend, {migrated = false} = {}): {readonly db: Database} {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await backend.open();
    if (migrated) {
      await migrate(current.db);
    }
  }, OPEN_TIMEOUT);
  afterAll(() => current?.dispose());
  return {
    get db() {
      return current!.db;
    },
  };
}
