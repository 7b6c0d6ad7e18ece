import {parseArgs} from 'node:util';
import type {Database} from '../db/database';
import {migrationGate} from '../db/migrate';
import {openDatabase} from '../db/open';
import {parseEnv} from '../env';
import {createOutbox} from '../notifications/outbox';
import {outboxTable} from '../notifications/outboxReport';
import {FORMATS, format, type Format} from './export';
import {createInquiryStore} from './store';

/** Where a command writes, and the environment it reads (process.* in production, fakes in tests). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** `npm run inquiries -- <command>`: reads the database the server uses (DATA_DIR or DATABASE_URL). */
const USAGE = `Usage:
  npm run inquiries -- list [--since DATE] [--format table|json|csv]
  npm run inquiries -- outbox [--format table|json]
  npm run inquiries -- retry <id>

  list      the stored inquiries, oldest first
  --since   only those received at or after DATE (ISO 8601, e.g. 2025-08-01 or 2025-08-01T09:00+09:00)
  --format  table (default, long values cut), json, or csv (for spreadsheets; formulas neutralised)
  outbox    notifications not delivered yet (pending, retrying) or given up on (failed), with their last error
  retry     makes a notification due now; with an inquiry id, every undelivered notification of it

With the embedded database (no DATABASE_URL) stop the server first: one process at a time opens DATA_DIR.
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {}

function parseSince(value: string | undefined): Date | undefined {
  if (value === undefined) {
    return undefined;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`--since: "${value}" is not a date`);
  }
  return date;
}

function parseFormat<T extends string>(value: string | undefined, allowed: readonly T[]): T {
  const chosen = value ?? allowed[0]!;
  if (!(allowed as readonly string[]).includes(chosen)) {
    throw new UsageError(`--format: "${chosen}" is not one of ${allowed.join(', ')}`);
  }
  return chosen as T;
}

/** Opens the server's database (migrating it if needed), runs `work`, closes it. */
async function withDatabase<T>(io: CliIo, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(parseEnv(io.env));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function list(args: string[], io: CliIo): Promise<void> {
  const {values} = parseArgs({args, options: {since: {type: 'string'}, format: {type: 'string'}}, strict: true});
  const since = parseSince(values.since);
  const as: Format = parseFormat(values.format, FORMATS);
  const inquiries = await withDatabase(io, (db) => createInquiryStore(db, migrationGate(db)).list({since}));
  io.stdout(format(inquiries, as));
}

async function outbox(args: string[], io: CliIo): Promise<void> {
  const {values} = parseArgs({args, options: {format: {type: 'string'}}, strict: true});
  const as = parseFormat(values.format, ['table', 'json'] as const);
  const entries = await withDatabase(io, (db) => createOutbox(db, migrationGate(db)).undelivered());
  io.stdout(as === 'json' ? JSON.stringify(entries, null, 2) + '\n' : outboxTable(entries));
}

async function retry(args: string[], io: CliIo): Promise<void> {
  const {positionals} = parseArgs({args, allowPositionals: true, strict: true});
  const [id] = positionals;
  if (positionals.length !== 1 || !UUID.test(id!)) {
    throw new UsageError('retry: give one notification id or inquiry id (a UUID, see the outbox command)');
  }
  const changed = await withDatabase(io, (db) => createOutbox(db, migrationGate(db)).retryNow(id!, new Date()));
  if (changed === 0) {
    throw new Error(`No undelivered notification has the id ${id} or belongs to an inquiry with it`);
  }
  io.stdout(
    `${changed === 1 ? '1 notification is' : `${changed} notifications are`} due now; ` +
      'a running server delivers within 5 seconds, a stopped one when it starts.\n',
  );
}

const COMMANDS = new Map<string, (args: string[], io: CliIo) => Promise<void>>([
  ['list', list],
  ['outbox', outbox],
  ['retry', retry],
]);

/** Runs one command; resolves to the exit status (0 done, 1 failed, 2 bad usage). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help') {
    io.stdout(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    const run = COMMANDS.get(command);
    if (!run) {
      throw new UsageError(`Unknown command "${command}"`);
    }
    await run(rest, io);
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS');
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${USAGE}` : ''}`);
    return usage ? 2 : 1;
  }
}
