import {parseArgs} from 'node:util';
import {migrate as applyMigrations, migrationGate} from '../../db/migrate';
import {createOutbox} from '../../notifications/outbox';
import {outboxTable} from './outboxReport';
import {backup} from './backup';
import {restore} from './restore';
import {emit, oneId, OUT_OPTIONS, Refusal, UsageError, withDatabase, type CliIo} from './kit';
import {find, hold, purge, release, remove, touch} from './personalData';
import {FORMATS, format, type Format} from './export';
import {createInquiryStore} from '../../inquiries/store';

export type {CliIo} from './kit';

/**
 * `npm run inquiries -- <command>`: reads the server's database, named by DATABASE_URL or DATA_DIR in the
 * environment or the server's settings file (envFile.ts); never a new one (serverDatabase.ts).
 */
const USAGE = `Usage:
  npm run inquiries -- list [--since DATE] [--format table|json|csv] [--no-bom] [--out FILE [--force]]
  npm run inquiries -- outbox [--format table|json]
  npm run inquiries -- retry <id>
  npm run inquiries -- find --email ADDRESS [--out FILE [--force]]
  npm run inquiries -- delete (--email ADDRESS | <id>) [--yes]
  npm run inquiries -- purge [--dry-run]
  npm run inquiries -- touch <id> | hold <id> | release <id>
  npm run inquiries -- backup FILE [--force] | backup --rotate [DIR]
  npm run inquiries -- restore FILE [--yes] [--drop-newer]
  npm run inquiries -- migrate

  list      the stored inquiries, oldest first
  --since   only those received at or after DATE (ISO 8601, e.g. 2025-08-01 or 2025-08-01T09:00+09:00)
  --format  table (default, long values cut), json, or csv (for spreadsheets; formulas neutralised)
  --no-bom  csv without the UTF-8 byte-order mark (Excel needs it to read Japanese; some tools dislike it)
  --out     writes FILE, readable by this user only, instead of stdout; an existing FILE only with --force
  outbox    notifications not delivered yet (pending, retrying) or given up on (failed), with their last error
  retry     makes a notification due now; with an inquiry id, every undelivered notification of it
  find      everything stored about an address (any case), as JSON: inquiries and notification rows
  delete    deletes the inquiries of an address (any case) or one inquiry, with their notification rows, and
            records the erasure, so no restore brings them back; says what it will delete and asks on the
            terminal (--yes: without asking)
  purge     deletes inquiries whose last activity is older than INQUIRY_RETENTION_DAYS, unless held
            (the server does this daily); --dry-run only says what would go
  touch     records correspondence about an inquiry now: its retention period starts again
  hold      keeps an inquiry from the purge (a contract or a law requires it); release undoes that
  backup    writes a backup, readable by this user only: a PGlite snapshot, or with DATABASE_URL a logical
            backup (gzipped JSON); --force replaces an existing FILE; --rotate writes one named for the time
            into DIR (default BACKUP_DIR) and keeps the newest BACKUP_KEEP there
  restore   replaces every inquiry with a backup's, then removes again what was deleted or purged since and
            keeps delivered notifications delivered; asks first (--yes: without asking); refuses to lose
            inquiries received after the backup unless --drop-newer
  migrate   sets up a new PostgreSQL database for the site (DATABASE_URL), or brings the schema up to date

Every command says on stderr which database it uses. find, delete, purge, touch, hold, release, backup and
restore append a line to the audit log (AUDIT_LOG, default DATA_DIR/audit.log): ids and counts only.
With the embedded database (no DATABASE_URL) stop the server first: one process at a time opens DATA_DIR.
`;

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

async function list(args: string[], io: CliIo): Promise<void> {
  const {values} = parseArgs({
    args,
    options: {since: {type: 'string'}, format: {type: 'string'}, 'no-bom': {type: 'boolean'}, ...OUT_OPTIONS},
    strict: true,
  });
  const since = parseSince(values.since);
  const as: Format = parseFormat(values.format, FORMATS);
  const inquiries = await withDatabase(io, (db) => createInquiryStore(db, migrationGate(db)).list({since}));
  await emit(io, format(inquiries, as, {bom: !values['no-bom']}), values);
}

async function outbox(args: string[], io: CliIo): Promise<void> {
  const {values} = parseArgs({args, options: {format: {type: 'string'}}, strict: true});
  const as = parseFormat(values.format, ['table', 'json'] as const);
  const entries = await withDatabase(io, (db) => createOutbox(db, migrationGate(db)).undelivered());
  await io.stdout(as === 'json' ? JSON.stringify(entries, null, 2) + '\n' : outboxTable(entries));
}

async function retry(args: string[], io: CliIo): Promise<void> {
  const {positionals} = parseArgs({args, allowPositionals: true, strict: true});
  const id = oneId('retry', positionals, 'notification id or inquiry id');
  const changed = await withDatabase(io, (db) => createOutbox(db, migrationGate(db)).retryNow(id, new Date()));
  if (changed === 0) {
    throw new Error(`No undelivered notification has the id ${id} or belongs to an inquiry with it`);
  }
  await io.stdout(
    `${changed === 1 ? '1 notification is' : `${changed} notifications are`} due now; ` +
      'a running server delivers within 5 seconds, a stopped one when it starts.\n',
  );
}

/** `migrate`: the one command that may meet a database without the site's tables, and creates them. */
async function migrate(args: string[], io: CliIo): Promise<void> {
  parseArgs({args, strict: true});
  const applied = await withDatabase(io, (db) => applyMigrations(db), {forMigrate: true});
  await io.stdout(applied.length > 0 ? `Applied ${applied.join(', ')}.\n` : 'The schema is up to date.\n');
}

const COMMANDS = new Map<string, (args: string[], io: CliIo) => Promise<void>>([
  ['list', list],
  ['outbox', outbox],
  ['retry', retry],
  ['find', find],
  ['delete', remove],
  ['purge', purge],
  ['touch', touch],
  ['hold', hold],
  ['release', release],
  ['backup', backup],
  ['restore', restore],
  ['migrate', migrate],
]);

/** Runs one command; resolves to the exit status (0 done, 1 failed or no database, 2 bad usage or refused). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help') {
    await io.stdout(USAGE);
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
    await io.stderr(`${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${USAGE}` : ''}`);
    return usage || error instanceof Refusal ? 2 : 1;
  }
}
