import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {openTestSchema, seedDataDir, TEST_DATABASE_URL} from '../tests/server/databases';
import {seedInquiries} from '../tests/server/seedInquiries';
import {runCli, type CliIo} from '../server/cli/inquiryCommands/commands';
import type {Database} from '../server/db/database';
import {migrate} from '../server/db/migrate';
import {openPglite} from '../server/db/pglite';
import {formatTable} from './lib/table';
import {spread, type Spread} from './lib/stats';
import {formatLoad, gitDescribe, loadAverage, writeResult} from './lib/system';

/**
 * `npm run bench:personal-data`: how long `npm run inquiries -- purge` takes to delete 10,000 inquiries past
 * the retention period (20,000 notification rows with them), and how long `backup` and `restore` take for
 * 10,000 inquiries: on embedded PGlite in a data directory on disk and, when TEST_DATABASE_URL is set, on
 * PostgreSQL (a schema of its own, dropped afterwards). The commands run in this process (runCli), so the
 * figures leave out the ~1 s tsx takes to start. Writes bench/results/personal-data.json.
 */
const INQUIRIES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A message of a typical length (Japanese), so the backup's size is realistic. */
const MESSAGE_CHARS = 600;

interface Store {
  name: string;
  /** Opens the database (emptied) for one run; the io the commands get; cleans up. */
  open(): Promise<{db: Database; io: Partial<CliIo>; reopen(): Promise<Database>; dispose(): Promise<void>}>;
}

const stores: Store[] = [
  {
    name: 'PGlite',
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), 'bench-personal-data-'));
      const dataDir = path.join(dir, 'data');
      await seedDataDir(dataDir);
      let db = await openPglite(dataDir);
      return {
        db,
        io: {env: {DATA_DIR: dataDir, DATABASE_URL: ''}},
        // The commands open DATA_DIR themselves, and PGlite allows one process (and one instance) at a time.
        reopen: async () => (db = await openPglite(dataDir)),
        async dispose() {
          rmSync(dir, {recursive: true, force: true});
        },
      };
    },
  },
  ...(TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const database = await openTestSchema(TEST_DATABASE_URL!);
            return {
              db: database.db,
              io: {env: {}, database: database.db},
              reopen: () => Promise.resolve(database.db),
              dispose: () => database.dispose(),
            };
          },
        } satisfies Store,
      ]
    : []),
];

async function timed(argv: string[], io: Partial<CliIo>): Promise<number> {
  let stderr = '';
  const started = performance.now();
  const code = await runCli(argv, {
    env: {},
    stdout: () => {},
    stderr: (text) => void (stderr += text),
    audit: () => {},
    ...io,
  });
  const ms = performance.now() - started;
  if (code !== 0) {
    throw new Error(`${argv[0]} failed: ${stderr.slice(0, 300)}`);
  }
  return Math.round(ms);
}

interface Run {
  purgeMs: number;
  backupMs: number;
  backupBytes: number;
  restoreMs: number;
}

async function once(store: Store): Promise<Run> {
  const {db, io, reopen, dispose} = await store.open();
  const file = path.join(tmpdir(), `bench-personal-data-${process.pid}.gz`);
  try {
    await migrate(db);
    // Received in 2020: every one of them is past three years.
    await seedInquiries(db, INQUIRIES, {from: '2020-01-01T00:00:00Z', messageChars: MESSAGE_CHARS});
    const shared = io.database !== undefined;
    if (!shared) {
      await db.close();
    }
    const purgeMs = await timed(['purge'], io);

    let reopened = await reopen();
    await seedInquiries(reopened, INQUIRIES, {from: '2026-01-01T00:00:00Z', messageChars: MESSAGE_CHARS});
    if (!shared) {
      await reopened.close();
    }
    const backupMs = await timed(['backup', file], io);
    const backupBytes = statSync(file).size;
    reopened = await reopen();
    await reopened.exec('DELETE FROM inquiry_notifications; DELETE FROM inquiries');
    if (!shared) {
      await reopened.close();
    }
    const restoreMs = await timed(['restore', file, '--yes'], io);
    return {purgeMs, backupMs, backupBytes, restoreMs};
  } finally {
    rmSync(file, {force: true});
    await dispose();
  }
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const results: Record<string, {runs: Run[]; purgeMs: Spread; backupMs: Spread; restoreMs: Spread}> = {};
  for (const store of stores) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await once(store));
    }
    results[store.name] = {
      runs,
      purgeMs: spread(runs.map((run) => run.purgeMs)),
      backupMs: spread(runs.map((run) => run.backupMs)),
      restoreMs: spread(runs.map((run) => run.restoreMs)),
    };
  }
  const loadAfter = loadAverage();
  const cell = ({median, min, max}: Spread) => `${median} [${min}–${max}]`;
  console.log(
    formatTable(
      ['store', `purge ${INQUIRIES} (ms)`, 'backup (ms)', 'backup (MB)', 'restore (ms)'],
      Object.entries(results).map(([name, result]) => [
        name,
        cell(result.purgeMs),
        cell(result.backupMs),
        (result.runs[0]!.backupBytes / 1e6).toFixed(1),
        cell(result.restoreMs),
      ]),
    ),
  );
  console.log(`load average before: ${formatLoad(loadBefore)}, after: ${formatLoad(loadAfter)}`);
  const written = await writeResult('personal-data.json', {
    commit: gitDescribe(),
    inquiries: INQUIRIES,
    notificationRows: INQUIRIES * 2,
    messageChars: MESSAGE_CHARS,
    loadAverage: {before: loadBefore, after: loadAfter},
    results,
  });
  console.log(`Wrote ${written}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
