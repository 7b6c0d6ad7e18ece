import type {Database} from '../../db/database';
import {parseEnv} from '../../env';
import {appendAudit, auditLogPath} from '../../inquiries/auditLog';
import {writePrivateFile} from '../../privateFiles';
import {openServerDatabase} from './serverDatabase';

/** Where a command writes, and the environment it reads (process.* in production, fakes in tests). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** Resolves once the text is written (a pipe may take a while); rejects when it cannot be. */
  stdout: (text: string) => void | Promise<void>;
  stderr: (text: string) => void | Promise<void>;
  /** Asks a yes/no question on the terminal; absent when there is no terminal to ask on. */
  confirm?: (question: string) => Promise<boolean>;
  /** Where the settings came from (the settings file, cli/prelude.ts), said with the database. */
  settings?: string;
  /** Takes the audit records instead of the audit log file (tests). */
  audit?: (record: string) => void | Promise<void>;
  /** The database to use instead of the server's (tests); left open. */
  database?: Database;
  /** The time now (tests move it). */
  now?: () => Date;
}

export class UsageError extends Error {}

/** A command that will not go ahead without being told to (`--yes`, `--drop-newer`): status 2, no usage. */
export class Refusal extends Error {}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const now = (io: CliIo): Date => io.now?.() ?? new Date();

/** The single inquiry or notification id a command takes. */
export function oneId(command: string, positionals: string[], what = 'inquiry id'): string {
  const [id] = positionals;
  if (positionals.length !== 1 || !UUID.test(id!)) {
    throw new UsageError(`${command}: give one ${what} (a UUID, see the list command)`);
  }
  return id!;
}

/** The first line on stderr of every command that opens a database: which one, and whose settings. */
export async function announceDatabase(io: CliIo, description: string): Promise<void> {
  await io.stderr(`Database: ${description}${io.settings ? `; settings: ${io.settings}` : ''}\n`);
}

/**
 * Opens the server's database (serverDatabase.ts: never a new one), says which on stderr, runs `work` and
 * closes it. `quiet`: a second opening by the same command, already announced.
 */
export async function withDatabase<T>(
  io: CliIo,
  work: (db: Database) => Promise<T>,
  {quiet = false, forMigrate = false} = {},
): Promise<T> {
  const db = io.database ?? (await openServerDatabase(io.env, {forMigrate}));
  try {
    if (!quiet) {
      await announceDatabase(io, db.description);
    }
    return await work(db);
  } finally {
    if (!io.database) {
      await db.close();
    }
  }
}

/** The options of a command whose output holds personal data: `--out FILE` writes it 0600 instead of stdout. */
export const OUT_OPTIONS = {out: {type: 'string'}, force: {type: 'boolean'}} as const;

/** Writes a command's output to stdout, or with `out` to that file (0600; an existing one only with `force`). */
export async function emit(io: CliIo, text: string, {out, force}: {out?: string; force?: boolean}): Promise<void> {
  if (out === undefined) {
    await io.stdout(text);
    return;
  }
  await writePrivateFile(out, text, {overwrite: force});
  await io.stderr(`Wrote ${out} (readable by this user only).\n`);
}

/** Appends a record to the audit log (inquiries/auditLog.ts), or hands it to io.audit in tests. */
export async function audit(io: CliIo, record: string): Promise<void> {
  if (io.audit) {
    await io.audit(record);
    return;
  }
  const file = auditLogPath(parseEnv(io.env));
  try {
    await appendAudit(file, now(io), record);
  } catch (error) {
    throw new Error(`The audit log ${file} could not be written (${(error as Error).message}). The record: ${record}`);
  }
  await io.stderr(`Recorded in the audit log ${file}.\n`);
}

/**
 * Goes ahead with `--yes`, or when the person at the terminal answers yes. Without a terminal and without
 * `--yes` it refuses, so a script never deletes by accident.
 */
export async function confirmed(io: CliIo, yes: boolean | undefined, question: string): Promise<boolean> {
  if (yes) {
    return true;
  }
  if (!io.confirm) {
    throw new Refusal(`${question}\nNothing changed: there is no terminal to ask; add --yes to go ahead.`);
  }
  return io.confirm(`${question} [y/N] `);
}
