import {closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync} from 'node:fs';
import {hostname} from 'node:os';
import path from 'node:path';
import {makePrivateDir, PRIVATE_FILE_MODE} from '../privateFiles';
import {isProcessAlive} from '../processAlive';

/** Who holds the lock, as written into the lock file. */
export interface LockOwner {
  host: string;
  pid: number;
  since: string;
}

/** Another live process has the PGlite data directory open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
    heartbeatAgeMs: number,
  ) {
    super(
      `${lockFile}: process ${owner.pid} on host ${owner.host} has this database open (since ${owner.since}, ` +
        `last heartbeat ${Math.round(heartbeatAgeMs / 1000)} s ago). PGlite allows one process at a time: ` +
        'stop that server first, or use a PostgreSQL server (DATABASE_URL).',
    );
    this.name = 'DataDirBusyError';
  }
}

export interface LockOptions {
  /** This machine or container; processes of another host cannot be seen, only their heartbeat. */
  host?: string;
  /** How often the holder touches the lock file. */
  heartbeatMs?: number;
  /** A lock of another host whose heartbeat is older than this is taken over. */
  staleAfterMs?: number;
}

export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;

/** The lock file's owner and heartbeat age; null when it vanished meanwhile. */
function readLock(file: string, host: string): {owner: LockOwner; ageMs: number} | null {
  try {
    const text = readFileSync(file, 'utf8');
    const ageMs = Date.now() - statSync(file).mtimeMs;
    try {
      const owner = JSON.parse(text) as Partial<LockOwner>;
      if (typeof owner.host === 'string' && Number.isInteger(owner.pid)) {
        return {owner: {host: owner.host, pid: owner.pid!, since: String(owner.since)}, ageMs};
      }
    } catch {
      // A lock file of an older version holds only a pid, written on this host.
    }
    return {owner: {host, pid: Number.parseInt(text, 10), since: 'unknown'}, ageMs};
  } catch {
    return null;
  }
}

/**
 * PGlite has no locking of its own: two processes on one data directory would corrupt it. The lock file
 * names its holder (host, pid, since) and the holder touches it every few seconds (its heartbeat). It is
 * taken over when its holder is gone: at once when the holder ran on this host and its process no longer
 * exists; after `staleAfterMs` without a heartbeat when it ran on another host or container sharing the
 * directory, whose processes this one cannot see. Returns the function that releases the lock.
 */
export function lockDataDir(
  lockFile: string,
  {host = hostname(), heartbeatMs = HEARTBEAT_MS, staleAfterMs = STALE_AFTER_MS}: LockOptions = {},
): () => void {
  // The lock sits in the data directory, which holds the database: private (privateFiles.ts).
  makePrivateDir(path.dirname(lockFile));
  const me: LockOwner = {host, pid: process.pid, since: new Date().toISOString()};
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(lockFile, now, now);
        } catch {
          // Removed under us: the next start will say so; nothing to do here.
        }
      }, heartbeatMs);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        const current = readLock(lockFile, host);
        if (current?.owner.host === me.host && current.owner.pid === me.pid) {
          unlinkSync(lockFile);
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const held = readLock(lockFile, host);
      if (held) {
        const {owner, ageMs} = held;
        const sameHost = owner.host === host;
        const live = sameHost
          ? owner.pid !== process.pid && Number.isInteger(owner.pid) && owner.pid > 0 && isProcessAlive(owner.pid)
          : ageMs < staleAfterMs;
        if (live) {
          throw new DataDirBusyError(lockFile, owner, ageMs);
        }
        try {
          unlinkSync(lockFile);
        } catch {
          // Another process took it over first; the next attempt sees its lock.
        }
      }
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
