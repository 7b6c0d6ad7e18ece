import {closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync} from 'node:fs';
import path from 'node:path';

/** Another live process has the PGlite data directory open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `${lockFile} says process ${pid} has this database open. PGlite allows one process at a time: ` +
        'stop the server first, or use a PostgreSQL server (DATABASE_URL).',
    );
    this.name = 'DataDirBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * PGlite has no locking of its own: two processes on one data directory would corrupt it. This lock file
 * holds the owner's pid; a file left by a killed process (its pid no longer running) is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(lockFile: string): () => void {
  mkdirSync(path.dirname(lockFile), {recursive: true});
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readPid(lockFile) === process.pid) {
          unlinkSync(lockFile);
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const owner = readPid(lockFile);
      if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirBusyError(lockFile, owner);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
