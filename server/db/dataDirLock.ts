import {hostname} from 'node:os';
import path from 'node:path';
import {
  createLock,
  isHolderAlive,
  readLock,
  releaseLock,
  removeStaleLock,
  startHeartbeat,
  type LockHolder,
} from '../locks/lockFile';
import {makePrivateDir, PRIVATE_FILE_MODE} from '../privateFiles';

/** Who holds the lock, as written into the lock file. */
export interface LockOwner extends LockHolder {
  host: string;
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

/**
 * PGlite has no locking of its own: two processes on one data directory would corrupt it. The lock file
 * (locks/lockFile.ts) names its holder (host, pid, since) and the holder touches it every few seconds (its
 * heartbeat). It is taken over when its holder is gone: at once when the holder ran on this host and its
 * process no longer exists; after `staleAfterMs` without a heartbeat when it ran on another host or container
 * sharing the directory, whose processes this one cannot see. Returns the function that releases the lock.
 */
export function lockDataDir(
  lockFile: string,
  {host = hostname(), heartbeatMs = HEARTBEAT_MS, staleAfterMs = STALE_AFTER_MS}: LockOptions = {},
): () => void {
  // The lock sits in the data directory, which holds the database: private (privateFiles.ts).
  makePrivateDir(path.dirname(lockFile));
  const me: LockOwner = {host, pid: process.pid, since: new Date().toISOString()};
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLock(lockFile, me, PRIVATE_FILE_MODE)) {
      const stopHeartbeat = startHeartbeat(lockFile, heartbeatMs);
      return () => {
        stopHeartbeat();
        releaseLock(lockFile, me);
      };
    }
    const held = readLock<LockOwner>(lockFile, {host, since: 'unknown'});
    if (held === null) {
      continue;
    }
    if (isHolderAlive(held, {host, staleAfterMs})) {
      throw new DataDirBusyError(lockFile, held.holder, held.ageMs);
    }
    removeStaleLock(lockFile, held);
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
