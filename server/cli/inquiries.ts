import {parseArgs} from 'node:util';
import {migrationGate} from '../db/migrate';
import {openDatabase} from '../db/open';
import {parseEnv} from '../env';
import {FORMATS, format, type Format} from '../inquiries/export';
import {createInquiryStore} from '../inquiries/store';

/** `npm run inquiries -- <command>`: reads the database the server uses (DATA_DIR or DATABASE_URL). */
const USAGE = `Usage:
  npm run inquiries -- list [--since DATE] [--format table|json|csv]

  list      the stored inquiries, oldest first
  --since   only those received at or after DATE (ISO 8601, e.g. 2025-08-01 or 2025-08-01T09:00+09:00)
  --format  table (default, long values cut), json, or csv (for spreadsheets; formulas neutralised)
`;

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

function parseFormat(value: string | undefined): Format {
  const chosen = value ?? 'table';
  if (!(FORMATS as readonly string[]).includes(chosen)) {
    throw new UsageError(`--format: "${chosen}" is not one of ${FORMATS.join(', ')}`);
  }
  return chosen as Format;
}

async function list(args: string[]): Promise<void> {
  const {values} = parseArgs({
    args,
    options: {since: {type: 'string'}, format: {type: 'string'}},
    strict: true,
  });
  const since = parseSince(values.since);
  const as = parseFormat(values.format);
  const db = await openDatabase(parseEnv());
  try {
    const inquiries = await createInquiryStore(db, migrationGate(db)).list({since});
    process.stdout.write(format(inquiries, as));
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'list':
        await list(rest);
        return 0;
      case undefined:
      case 'help':
      case '--help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    const usage = error instanceof UsageError || (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage ? `\n${USAGE}` : ''}`);
    return usage ? 2 : 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
