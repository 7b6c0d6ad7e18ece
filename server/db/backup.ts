import {existsSync, renameSync, rmSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {PGlite} from '@electric-sql/pglite';
import {makePrivateDir, writePrivateFile} from '../privateFiles';
import type {Database, Queryable} from './database';
import {lockDataDir} from './dataDirLock';
import {wrapPglite} from './pglite';

/**
 * Two kinds of backup file, both gzipped:
 * - a PGlite snapshot: the whole data directory as a tar (what `dumpDataDir` writes and `loadDataDir` reads);
 * - a logical backup (any database): JSON with every row of `inquiries` and `inquiry_notifications`, read in
 *   one snapshot. It needs no pg_dump matching the server's version (a Supabase project usually runs a newer
 *   one than the machine's client tools) and restores into PGlite as well as PostgreSQL.
 */
const LOGICAL_FORMAT = 'holoreal-inquiries-backup/1';

/** The tables a logical backup holds, parents first. */
const TABLES = ['inquiries', 'inquiry_notifications'] as const;

export interface LogicalBackup {
  format: typeof LOGICAL_FORMAT;
  takenAt: string;
  rows: Record<(typeof TABLES)[number], Record<string, unknown>[]>;
}

export type BackupKind = 'pglite snapshot' | 'logical';

async function logicalBackup(db: Database): Promise<LogicalBackup> {
  const rows = await db.transaction(async (tx) => {
    // One snapshot for both tables: no notification row without its inquiry, whatever the server does meanwhile.
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const read = async (table: string) =>
      (
        await tx.query<{rows: Record<string, unknown>[] | null}>(
          `SELECT json_agg(t ORDER BY t.id) AS rows FROM ${table} t`,
        )
      )[0]!.rows ?? [];
    return {inquiries: await read('inquiries'), inquiry_notifications: await read('inquiry_notifications')};
  });
  return {format: LOGICAL_FORMAT, takenAt: new Date().toISOString(), rows};
}

/**
 * Backs the inquiries up into `file` (0600, written atomically; an existing file only with `overwrite`): a
 * snapshot with PGlite, a logical backup with PostgreSQL.
 */
export async function backup(
  db: Database,
  file: string,
  {overwrite = false}: {overwrite?: boolean} = {},
): Promise<{kind: BackupKind; bytes: number}> {
  const bytes = db.snapshot
    ? new Uint8Array(await (await db.snapshot()).arrayBuffer())
    : gzipSync(JSON.stringify(await logicalBackup(db)));
  await writePrivateFile(file, bytes, {overwrite});
  return {kind: db.snapshot ? 'pglite snapshot' : 'logical', bytes: bytes.length};
}

/** A backup file read back: which kind it is, and its contents. */
export type BackupFile = {kind: 'pglite snapshot'; tarGz: Uint8Array} | {kind: 'logical'; backup: LogicalBackup};

export async function readBackup(file: string): Promise<BackupFile> {
  const gz = await readFile(file);
  let raw: Buffer;
  try {
    raw = gunzipSync(gz);
  } catch {
    throw new Error(`${file} is not a backup of this site (not gzip)`);
  }
  // A tar archive says "ustar" at offset 257 of its first header.
  if (raw.subarray(257, 262).toString('latin1') === 'ustar') {
    return {kind: 'pglite snapshot', tarGz: gz};
  }
  let parsed: Partial<LogicalBackup> | undefined;
  try {
    parsed = JSON.parse(raw.toString('utf8')) as Partial<LogicalBackup>;
  } catch {
    parsed = undefined;
  }
  if (parsed?.format !== LOGICAL_FORMAT || !TABLES.every((table) => Array.isArray(parsed.rows?.[table]))) {
    throw new Error(`${file} is not a backup of this site (neither a PGlite snapshot nor ${LOGICAL_FORMAT})`);
  }
  return {kind: 'logical', backup: parsed as LogicalBackup};
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

async function insertRows(tx: Queryable, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  // The backup's own columns: one taken before a later migration leaves the new columns to their defaults.
  const columns = Object.keys(rows[0]!);
  if (!columns.every((column) => IDENTIFIER.test(column))) {
    throw new Error(`The backup names a column that cannot exist in ${table}`);
  }
  const list = columns.join(', ');
  await tx.query(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::text::json)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Replaces every inquiry and notification row with the backup's, inside the caller's transaction (a failure
 * leaves the database as it was). The schema must be migrated first.
 */
export async function replaceWithBackup(tx: Queryable, backup: LogicalBackup): Promise<void> {
  await tx.query('DELETE FROM inquiry_notifications');
  await tx.query('DELETE FROM inquiries');
  for (const table of TABLES) {
    await insertRows(tx, table, backup.rows[table]);
  }
}

/** A PGlite snapshot opened in memory, to read what it holds before restoring it; close it after. */
export async function openSnapshot(tarGz: Uint8Array): Promise<Database> {
  const pg = await PGlite.create({loadDataDir: new Blob([new Uint8Array(tarGz)])});
  return wrapPglite(pg, 'the backup (in memory)', () => {});
}

/**
 * Replaces PGlite's data directory (`<dataDir>/pglite`) with a snapshot, the server stopped (it takes the same
 * lock). The directory it replaces is kept beside it as `pglite.replaced-<time>` until you delete it.
 */
export async function restoreSnapshot(
  dataDir: string,
  tarGz: Uint8Array,
  now = new Date(),
): Promise<{kept: string | null}> {
  const dir = path.resolve(dataDir, 'pglite');
  const unlock = lockDataDir(`${dir}.lock`);
  const kept = existsSync(dir) ? `${dir}.replaced-${now.toISOString().replaceAll(':', '')}` : null;
  try {
    if (kept) {
      renameSync(dir, kept);
    }
    try {
      const pg = await PGlite.create({dataDir: dir, loadDataDir: new Blob([new Uint8Array(tarGz)])});
      makePrivateDir(dir);
      try {
        await pg.query('SELECT count(*) FROM inquiries');
      } finally {
        await pg.close();
      }
    } catch (error) {
      rmSync(dir, {recursive: true, force: true});
      if (kept) {
        renameSync(kept, dir);
      }
      throw error;
    }
    return {kept};
  } finally {
    unlock();
  }
}
