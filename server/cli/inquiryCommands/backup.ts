import {parseArgs} from 'node:util';
import {backup as writeBackup, readBackup, restoreLogical, restoreSnapshot} from '../../db/backup';
import type {Database} from '../../db/database';
import {migrationGate} from '../../db/migrate';
import {parseEnv} from '../../env';
import {confirmed, UsageError, withDatabase, type CliIo} from './kit';
import {count} from './table';

function oneFile(command: string, positionals: string[]): string {
  if (positionals.length !== 1) {
    throw new UsageError(`${command}: give one file`);
  }
  return positionals[0]!;
}

async function counts(db: Database): Promise<string> {
  const [row] = await db.query<{inquiries: number; notifications: number}>(
    `SELECT (SELECT count(*) FROM inquiries)::int AS inquiries,
            (SELECT count(*) FROM inquiry_notifications)::int AS notifications`,
  );
  return `${count(row!.inquiries, 'inquiry', 'inquiries')}, ${count(row!.notifications, 'notification row', 'notification rows')}`;
}

/** `backup <file>`: a PGlite snapshot or, with PostgreSQL, a logical backup (server/db/backup.ts). */
export async function backup(args: string[], io: CliIo): Promise<void> {
  const {positionals} = parseArgs({args, allowPositionals: true, strict: true});
  const file = oneFile('backup', positionals);
  const message = await withDatabase(io, async (db) => {
    await migrationGate(db).ready();
    const {kind, bytes} = await writeBackup(db, file);
    return `Wrote ${file}: ${kind}, ${(bytes / 1e6).toFixed(2)} MB, ${await counts(db)}.`;
  });
  await io.stdout(`${message}\n`);
}

/** `restore <file> [--yes]`: replaces every inquiry and notification row with the backup's. */
export async function restore(args: string[], io: CliIo): Promise<void> {
  const {values, positionals} = parseArgs({
    args,
    options: {yes: {type: 'boolean', short: 'y'}},
    allowPositionals: true,
    strict: true,
  });
  const file = oneFile('restore', positionals);
  const read = await readBackup(file);
  const env = parseEnv(io.env);
  if (read.kind === 'pglite snapshot' && (env.DATABASE_URL || io.database)) {
    throw new UsageError(
      `${file} is a PGlite snapshot: restore it without DATABASE_URL (into DATA_DIR), then back up from there`,
    );
  }
  const target = read.kind === 'pglite snapshot' ? `the PGlite data directory in ${env.DATA_DIR}` : 'the database';
  if (!(await confirmed(io, values.yes, `This replaces every inquiry in ${target} with those of ${file}. Go ahead?`))) {
    await io.stdout('Nothing restored.\n');
    return;
  }
  let kept: string | null = null;
  if (read.kind === 'pglite snapshot') {
    ({kept} = await restoreSnapshot(env.DATA_DIR, read.tarGz, io.now?.()));
  }
  const message = await withDatabase(io, async (db) => {
    await migrationGate(db).ready();
    if (read.kind === 'logical') {
      await restoreLogical(db, read.backup);
    }
    return `Restored ${file}: ${await counts(db)}.`;
  });
  await io.stdout(
    `${message}${kept ? `\nThe data directory it replaced is kept as ${kept}; delete it when done.` : ''}\n`,
  );
}
