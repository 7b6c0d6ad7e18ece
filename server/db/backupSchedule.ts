import type {Logger} from '../log';
import {mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {backup} from './backup';
import type {Database} from './database';

/** Scheduled snapshots are named for their time (UTC), so names sort in time order. */
const NAME = /^pglite-\d{8}T\d{6}Z\.tar\.gz$/;

function snapshotName(at: Date): string {
  return `pglite-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '')}.tar.gz`;
}

/** The scheduled snapshots in `dir`, oldest first. */
export function listSnapshots(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => NAME.test(name))
      .sort();
  } catch {
    return [];
  }
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
 * an interval after the newest snapshot already there (at once when there is none), so restarts neither skip
 * a day nor rotate good snapshots away. A PostgreSQL server is backed up by its provider (or `npm run
 * inquiries -- backup`), not here. Returns a stop function that waits for a snapshot being written.
 */
export function startBackups({db, dir, intervalMs, keep, clock, log}: BackupScheduleOptions): () => Promise<void> {
  if (!db.snapshot || intervalMs === 0) {
    log.info(
      db.snapshot
        ? 'Backups: off (BACKUP_INTERVAL_HOURS=0)'
        : "Backups: not scheduled by the server with PostgreSQL (the provider's, or npm run inquiries -- backup)",
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
    const at = new Date(clock());
    const file = path.join(dir, snapshotName(at));
    try {
      mkdirSync(dir, {recursive: true});
      const started = clock();
      const {bytes} = await backup(db, file);
      const old = listSnapshots(dir).slice(0, -keep);
      for (const name of old) {
        rmSync(path.join(dir, name), {force: true});
      }
      log.info(
        `Backup: ${file} (${(bytes / 1e6).toFixed(1)} MB, ${clock() - started} ms); ${Math.min(keep, listSnapshots(dir).length)} kept`,
      );
    } catch (error) {
      log.error(`Backup to ${file} failed: ${(error as Error).message}`);
    }
    schedule(intervalMs);
  }

  const newest = listSnapshots(dir).at(-1);
  schedule(newest ? statSync(path.join(dir, newest)).mtimeMs + intervalMs - clock() : 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
