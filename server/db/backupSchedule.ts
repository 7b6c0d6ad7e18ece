import type {Logger} from '../log';
import {mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {PRIVATE_DIR_MODE} from '../privateFiles';
import {backup, type BackupKind} from './backup';
import type {Database} from './database';

/**
 * Rotated backups are named for their kind and time (UTC): `pglite-20260401T031700Z.tar.gz` (a PGlite
 * snapshot) or `logical-20260401T031700Z.json.gz` (PostgreSQL).
 */
const NAME = /^(?:pglite|logical)-(\d{8}T\d{6}Z)\.(?:tar|json)\.gz$/;

function backupName(db: Database, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
  return db.snapshot ? `pglite-${stamp}.tar.gz` : `logical-${stamp}.json.gz`;
}

/** The rotated backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => NAME.test(name))
      .sort((a, b) => NAME.exec(a)![1]!.localeCompare(NAME.exec(b)![1]!));
  } catch {
    return [];
  }
}

/**
 * Writes a backup named for `at` into `dir` (made 0700 when missing) and deletes the rotated backups beyond
 * the newest `keep`: taken daily, nothing older than `keep` days stays (the privacy policy's 7).
 */
export async function rotateBackup(
  db: Database,
  {dir, keep, at}: {dir: string; keep: number; at: Date},
): Promise<{file: string; kind: BackupKind; bytes: number; kept: number; deleted: string[]}> {
  mkdirSync(dir, {recursive: true, mode: PRIVATE_DIR_MODE});
  const file = path.join(dir, backupName(db, at));
  const {kind, bytes} = await backup(db, file);
  const deleted = listBackups(dir).slice(0, -keep);
  for (const name of deleted) {
    rmSync(path.join(dir, name), {force: true});
  }
  return {file, kind, bytes, kept: listBackups(dir).length, deleted};
}

export interface BackupScheduleOptions {
  db: Database;
  dir: string;
  /** 0: no scheduled snapshots. */
  intervalMs: number;
  /** Snapshots kept; older ones are deleted after each new one. */
  keep: number;
  clock: () => number;
  log: Pick<Logger, 'info' | 'error'>;
}

/**
 * With PGlite, writes a snapshot into `dir` every `intervalMs` and keeps the last `keep`. The first one is due
 * an interval after the newest backup already there (at once when there is none), so restarts neither skip
 * a day nor rotate good snapshots away. A PostgreSQL server is backed up by its provider (or `npm run
 * inquiries -- backup --rotate`), not here. Returns a stop function that waits for a snapshot being written.
 */
export function startBackups({db, dir, intervalMs, keep, clock, log}: BackupScheduleOptions): () => Promise<void> {
  if (!db.snapshot || intervalMs === 0) {
    log.info(
      db.snapshot
        ? 'Backups: off (BACKUP_INTERVAL_HOURS=0)'
        : "Backups: not scheduled by the server with PostgreSQL (the provider's, or npm run inquiries -- backup --rotate)",
    );
    return () => Promise.resolve();
  }
  log.info(`Backups: a PGlite snapshot every ${intervalMs / 3_600_000} h into ${dir}, the last ${keep} kept`);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (!stopped) {
      timer = setTimeout(
        () => {
          running = take();
        },
        Math.max(0, delay),
      );
      timer.unref();
    }
  };

  async function take(): Promise<void> {
    const started = clock();
    try {
      const {file, bytes, kept} = await rotateBackup(db, {dir, keep, at: new Date(started)});
      log.info(`Backup: ${file} (${(bytes / 1e6).toFixed(1)} MB, ${clock() - started} ms); ${kept} kept`);
    } catch (error) {
      log.error(`Backup into ${dir} failed: ${(error as Error).message}`);
    }
    schedule(intervalMs);
  }

  const newest = listBackups(dir).at(-1);
  schedule(newest ? statSync(path.join(dir, newest)).mtimeMs + intervalMs - clock() : 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
