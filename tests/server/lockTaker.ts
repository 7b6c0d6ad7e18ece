import {lockDataDir} from '../../server/db/dataDirLock';

/**
 * A process of its own for the data-directory lock tests:
 *   tsx lockTaker.ts <lock file> <host> hold|take <stale after ms>
 * `hold` takes the lock, heartbeats every 100 ms and prints "locked" until killed; `take` takes it, prints
 * "locked" and releases it, or prints why not and exits 1.
 */
const [file, host, mode, staleAfterMs] = process.argv.slice(2) as [string, string, string, string];
try {
  const release = lockDataDir(file, {host, heartbeatMs: 100, staleAfterMs: Number(staleAfterMs)});
  console.log('locked');
  if (mode === 'hold') {
    setInterval(() => {}, 1000);
  } else {
    release();
  }
} catch (error) {
  console.log((error as Error).message);
  process.exitCode = 1;
}
