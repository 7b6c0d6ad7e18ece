import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import {isProcessAlive} from '../processAlive';

/**
 * Lock files, one design for every lock: the deploy's (releases/deployLock.ts) and PGlite's data directory
 * (db/dataDirLock.ts). Each use decides when it waits, what it says and what it does before a takeover.
 *
 * A lock file names its holder in JSON: its process, since when and, where processes of several hosts share
 * the directory, its host. It appears complete or not at all (a hard link to a complete temporary file, on file
 * systems that have them), so a reader never mistakes a half-written lock for a stale one. It is stale once its
 * holder is gone: at once when the holder ran on this host and its process no longer exists; when it ran on
 * another host, whose processes cannot be seen, after a while without a heartbeat (the holder touching the
 * file). A file holding only a pid is a lock of an older version, written on this host.
 */
export interface LockHolder {
  pid: number;
  since: string;
  /** Absent: this host. */
  host?: string;
}

/** A lock file as read: its holder, its text (to tell whether it changed since) and the age of its last touch. */
export interface HeldLock<H extends LockHolder> {
  holder: H;
  text: string;
  ageMs: number;
}

/** Reads the lock; null when there is none (it may have vanished meanwhile). `fallback` fills what the file lacks. */
export function readLock<H extends LockHolder>(file: string, fallback: Omit<H, 'pid'>): HeldLock<H> | null {
  let text;
  let ageMs;
  try {
    text = readFileSync(file, 'utf8');
    ageMs = Date.now() - statSync(file).mtimeMs;
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as Partial<H>;
    if (Number.isInteger(holder.pid)) {
      return {holder: {...fallback, ...holder} as H, text, ageMs};
    }
  } catch {
    // An older version's lock: the pid alone.
  }
  return {holder: {...fallback, pid: Number.parseInt(text, 10) || 0} as H, text, ageMs};
}

/** File systems without hard links answer a link with one of these. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Creates `file` naming `holder` unless it exists (false then); `mode` is the file's permissions. */
export function createLock<H extends LockHolder>(file: string, holder: H, mode = 0o666): boolean {
  const text = `${JSON.stringify(holder)}\n`;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, {mode});
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    const {code = ''} = error as NodeJS.ErrnoException;
    if (code === 'EEXIST') {
      return false;
    }
    if (NO_HARD_LINKS.has(code)) {
      return createInPlace(file, text, mode);
    }
    throw error;
  } finally {
    rmSync(temporary, {force: true});
  }
}

/** Where there are no hard links: created and written in place, so a reader may catch it empty for a moment. */
function createInPlace(file: string, text: string, mode: number): boolean {
  let fd;
  try {
    fd = openSync(file, 'wx', mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return false;
    }
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Writes the holder anew, in one step (a complete temporary file renamed over the lock). */
export function rewriteLock<H extends LockHolder>(file: string, holder: H): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  renameSync(temporary, file);
}

/**
 * Whether the holder may still run (see above). `host`: this host's name, for locks that record one;
 * `staleAfterMs`: how long a holder of another host may go without a heartbeat.
 */
export function isHolderAlive(
  {holder, ageMs}: HeldLock<LockHolder>,
  {host, staleAfterMs = Infinity}: {host?: string; staleAfterMs?: number} = {},
): boolean {
  if (holder.host !== undefined && holder.host !== host) {
    return ageMs < staleAfterMs;
  }
  return holder.pid > 0 && holder.pid !== process.pid && isProcessAlive(holder.pid);
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Removes a stale lock unless another process took it over meanwhile (its text changed); whether it did. */
export function removeStaleLock(file: string, stale: HeldLock<LockHolder>): boolean {
  if (readText(file) !== stale.text) {
    return false;
  }
  rmSync(file, {force: true});
  return true;
}

/** Removes the lock if `holder` (this process, on this host) still holds it. */
export function releaseLock(file: string, holder: LockHolder): void {
  const held = readLock<LockHolder>(file, {since: 'unknown'})?.holder;
  if (held?.pid === holder.pid && held.host === holder.host) {
    rmSync(file, {force: true});
  }
}

/** Touches the lock every `intervalMs`, for holders on other hosts to see; returns the function that stops. */
export function startHeartbeat(file: string, intervalMs: number): () => void {
  const timer = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed under us: the next start will say so; nothing to do here.
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
