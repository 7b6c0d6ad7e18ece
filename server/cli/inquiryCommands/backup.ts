import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {backup as writeBackup} from '../../db/backup';
import {rotateBackup} from '../../db/backupSchedule';
import type {Database} from '../../db/database';
import {migrationGate} from '../../db/migrate';
import {parseEnv} from '../../env';
import {withoutBlanks} from '../../withoutBlanks';
import {audit, now, UsageError, withDatabase, type CliIo} from './kit';
import {count} from './table';

export function oneFile(command: string, positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError(`${command}: give one file`);
  }
  return positionals[0]!;
}

/** "12 inquiries, 24 notification rows": what a database holds, for the reports of backup and restore. */
export async function counts(db: Database): Promise<string> {
  const [row] = await db.query<{inquiries: number; notifications: number}>(
    `SELECT (SELECT count(*) FROM inquiries)::int AS inquiries,
            (SELECT count(*) FROM inquiry_notifications)::int AS notifications`,
  );
  return `${count(row!.inquiries, 'inquiry', 'inquiries')}, ${count(row!.notifications, 'notification row', 'notification rows')}`;
}

/** Where `backup --rotate` writes: the directory given, BACKUP_DIR, or DATA_DIR/backups. */
function rotationDir(io: CliIo, positionals: string[]): string {
  if (positionals.length > 1) {
    throw new UsageError('backup --rotate: give at most one directory');
  }
  const {BACKUP_DIR: backupDir, DATA_DIR: dataDir} = withoutBlanks(io.env);
  const dir = positionals[0] ?? backupDir ?? (dataDir && path.join(dataDir, 'backups'));
  if (!dir) {
    throw new UsageError('backup --rotate: give a directory, or set BACKUP_DIR');
  }
  return path.resolve(dir);
}

/**
 * `backup FILE [--force]`: a PGlite snapshot or, with PostgreSQL, a logical backup (server/db/backup.ts),
 * 0600, never over an existing file without --force. `backup --rotate [DIR]`: one named for its time in DIR,
 * keeping the newest BACKUP_KEEP there, for a daily timer.
 */
export async function backup(args: string[], io: CliIo): Promise<void> {
  const {values, positionals} = parseArgs({
    args,
    options: {force: {type: 'boolean'}, rotate: {type: 'boolean'}},
    allowPositionals: true,
    strict: true,
  });
  const keep = parseEnv(io.env).BACKUP_KEEP;
  const target = values.rotate ? rotationDir(io, positionals) : oneFile('backup', positionals);
  if (!values.rotate && !values.force && existsSync(target)) {
    throw new Error(`${target} exists already: name another file, or add --force to replace it`);
  }
  const {message, record} = await withDatabase(io, async (db) => {
    await migrationGate(db).ready();
    let written: {file: string; kind: string; bytes: number};
    let rotation = '';
    let rotatedAway = '';
    if (values.rotate) {
      const rotated = await rotateBackup(db, {dir: target, keep, at: now(io)});
      written = rotated;
      rotation = `; ${rotated.kept} kept in ${target} (BACKUP_KEEP=${keep})`;
      if (rotated.deleted.length > 0) {
        rotation += `, deleted ${rotated.deleted.join(', ')}`;
        rotatedAway = `; rotated away ${rotated.deleted.join(' ')}`;
      }
    } else {
      written = {file: target, ...(await writeBackup(db, target, {overwrite: values.force}))};
    }
    const {file, kind, bytes} = written;
    const held = await counts(db);
    return {
      message: `Wrote ${file} (readable by this user only): ${kind}, ${(bytes / 1e6).toFixed(2)} MB, ${held}${rotation}.`,
      record: `backup ${file}: ${held}${rotatedAway}`,
    };
  });
  await audit(io, record);
  await io.stdout(`${message}\n`);
}
