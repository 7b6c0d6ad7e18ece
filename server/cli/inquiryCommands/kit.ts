import type {Database} from '../../db/database';
import {openDatabase} from '../../db/open';
import {parseEnv} from '../../env';

/** Where a command writes, and the environment it reads (process.* in production, fakes in tests). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  /** Resolves once the text is written (a pipe may take a while); rejects when it cannot be. */
  stdout: (text: string) => void | Promise<void>;
  stderr: (text: string) => void | Promise<void>;
  /** Asks a yes/no question on the terminal; absent when there is no terminal to ask on. */
  confirm?: (question: string) => Promise<boolean>;
  /** The database to use instead of the server's (tests); left open. */
  database?: Database;
  /** The time now (tests move it). */
  now?: () => Date;
}

export class UsageError extends Error {}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The single inquiry or notification id a command takes. */
export function oneId(command: string, positionals: string[], what = 'inquiry id'): string {
  const [id] = positionals;
  if (positionals.length !== 1 || !UUID.test(id!)) {
    throw new UsageError(`${command}: give one ${what} (a UUID, see the list command)`);
  }
  return id!;
}

/** Opens the server's database (DATA_DIR or DATABASE_URL), runs `work`, closes it. */
export async function withDatabase<T>(io: CliIo, work: (db: Database) => Promise<T>): Promise<T> {
  if (io.database) {
    return work(io.database);
  }
  const db = await openDatabase(parseEnv(io.env));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
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
    throw new UsageError(`${question}\nNothing changed: there is no terminal to ask; add --yes to go ahead.`);
  }
  return io.confirm(`${question} [y/N] `);
}
