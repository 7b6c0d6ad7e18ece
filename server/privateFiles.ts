import {chmodSync, existsSync, fstatSync, fchmodSync, mkdirSync} from 'node:fs';
import {rename, rm, writeFile} from 'node:fs/promises';

/**
 * Files and directories that hold personal data (the database, backups, exports) or say what happened to it
 * (the audit log) are the server's user's alone: set here with explicit modes, whatever the umask.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Creates `dir` and its missing parents 0700 and makes `dir` itself 0700 (a data directory made by an
 * older version is 0755). A directory this user does not own keeps its mode: its owner chose it.
 */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, {recursive: true, mode: PRIVATE_DIR_MODE});
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      throw error;
    }
  }
}

export class FileExistsError extends Error {}

/**
 * Writes `file` 0600 and atomically: a partial file is renamed into place only once complete. An existing
 * `file` is kept (FileExistsError) unless `overwrite`.
 */
export async function writePrivateFile(
  file: string,
  bytes: Uint8Array | string,
  {overwrite = false}: {overwrite?: boolean} = {},
): Promise<void> {
  if (!overwrite && existsSync(file)) {
    throw new FileExistsError(`${file} exists already: name another file, or add --force to replace it`);
  }
  const partial = `${file}.partial`;
  // A partial file left by a crash may have another mode: 'wx' creates it anew with this one.
  await rm(partial, {force: true});
  try {
    await writeFile(partial, bytes, {mode: PRIVATE_FILE_MODE, flag: 'wx'});
    await rename(partial, file);
  } finally {
    await rm(partial, {force: true});
  }
}

/**
 * Makes the file behind a file descriptor 0600 when it is a regular file (stdout redirected into a file);
 * a file of another owner keeps its mode.
 */
export function makeFileDescriptorPrivate(fd: number): void {
  try {
    if (fstatSync(fd).isFile()) {
      fchmodSync(fd, PRIVATE_FILE_MODE);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      throw error;
    }
  }
}
