import {mkdirSync} from 'node:fs';
import {appendFile} from 'node:fs/promises';
import path from 'node:path';
import type {Env} from '../env';
import {PRIVATE_DIR_MODE, PRIVATE_FILE_MODE} from '../privateFiles';

/**
 * The audit log: one line per action on the inquiries by a staff command or the server's purge, the time
 * first, then what was done, with counts and inquiry ids: never a name, an address or a message, so it can
 * be kept longer than the data it speaks of.
 *
 *   2026-04-01T09:30:00.000Z delete by address: deleted 2 inquiries and 4 notification rows: <id> <id>
 */
export function auditLogPath(env: Pick<Env, 'AUDIT_LOG' | 'DATA_DIR'>): string {
  return path.resolve(env.AUDIT_LOG ?? path.join(env.DATA_DIR, 'audit.log'));
}

/** Appends one record to `file` (made 0600, its directory 0700 when missing). */
export async function appendAudit(file: string, at: Date, record: string): Promise<void> {
  mkdirSync(path.dirname(file), {recursive: true, mode: PRIVATE_DIR_MODE});
  // A file name in a record must not start a line of its own.
  const line = `${at.toISOString()} ${record.replaceAll(/[\p{Cc}\u2028\u2029]/gu, ' ')}\n`;
  await appendFile(file, line, {mode: PRIVATE_FILE_MODE});
}
