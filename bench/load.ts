import {randomUUID} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {InquiryInput} from '../common/inquiries/schema';
import {localePath} from '../common/sitePaths';
import {loadTest, type LoadFigures, type LoadSettings, type LoadTarget} from './load/cannon';
import {ensureNginx, startNginx} from './load/nginx';
import {probe} from './load/probe';
import {ratio, summarizeRounds, type LoadRow, type ServerName} from './load/summary';
import {option, rejectUnknownOptions} from './lib/options';
import {pagePath} from './lib/pages';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, loadAverage, ROOT, writeResult} from './lib/system';
import {formatTable} from './lib/table';

/**
 * `npm run bench:load`: autocannon against our server and, as the reference, nginx serving the same build/.
 * Needs an existing build (run `npm run bench` first); never builds. Option: --rounds=N (default 3).
 */
const SETTINGS: LoadSettings = {connections: 100, durationSeconds: 10};
/** A short run before each measured one, so the JIT and the file cache are warm; not reported. */
const WARMUP: LoadSettings = {connections: 10, durationSeconds: 2};
const BUILD_DIR = path.join(ROOT, 'build');
const HTML_PATH = localePath('en', pagePath('docs'));
/** Both servers get the same request, so both send the same .gz bytes (nginx has no Brotli here). */
const STATIC_HEADERS = {'accept-encoding': 'gzip'};
const STATIC_TARGETS = ['static HTML', 'hashed JS (main)'] as const;

interface Job {
  server: ServerName;
  target: LoadTarget;
  bodyBytes: number;
  rounds: LoadFigures[];
}

/** The main bundle the Japanese pages load (the build has one main.*.js per locale). */
function mainBundle(): string {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  const bundles = readdirSync(dir).filter((name) => /^main\.\w+\.js$/.test(name));
  const html = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  const chosen = bundles.find((name) => html.includes(`/assets/js/${name}`)) ?? bundles[0];
  if (!chosen) {
    throw new Error(`no main.*.js in ${dir}`);
  }
  return `/assets/js/${chosen}`;
}

/**
 * A valid inquiry with a new idempotency key. The target passes the function itself, and autocannon calls it
 * for every request (setupRequest), so each 201 is a new stored row; a reused key would answer 200.
 */
function inquiryBody(): string {
  return JSON.stringify({
    name: 'Load Bench',
    email: 'bench@example.com',
    company: 'Holoreal bench',
    subject: 'other',
    message: 'A load test inquiry from bench/load.ts.',
    locale: 'en',
    idempotencyKey: randomUUID(),
  } satisfies InquiryInput);
}

/** The static targets on both servers (checked to answer 200), then the inquiry endpoint when it is there. */
async function jobsFor(ours: string, nginx: string, notes: string[]): Promise<Job[]> {
  const jobs: Job[] = [];
  const paths: Record<(typeof STATIC_TARGETS)[number], string> = {
    'static HTML': HTML_PATH,
    'hashed JS (main)': mainBundle(),
  };
  for (const name of STATIC_TARGETS) {
    for (const [server, origin] of [
      ['ours', ours],
      ['nginx', nginx],
    ] as const) {
      const target: LoadTarget = {name, url: `${origin}${paths[name]}`, headers: STATIC_HEADERS};
      const response = await probe(target.url, {headers: STATIC_HEADERS});
      if (response.status !== 200) {
        throw new Error(`${server} ${target.url} answered ${response.status}`);
      }
      jobs.push({server, target, bodyBytes: response.bodyBytes, rounds: []});
    }
  }
  const inquiry: LoadTarget = {
    name: 'POST /api/inquiries',
    url: `${ours}/api/inquiries`,
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: inquiryBody,
  };
  const response = await probe(inquiry.url, {method: 'POST', headers: inquiry.headers, body: inquiryBody()});
  if (response.status === 201) {
    jobs.push({server: 'ours', target: inquiry, bodyBytes: response.bodyBytes, rounds: []});
  } else {
    const note = `POST /api/inquiries answered ${response.status} to a valid inquiry (expected 201): row skipped`;
    console.warn(note);
    notes.push(note);
  }
  return jobs;
}

function printTables(rows: readonly LoadRow[], ratios: ReturnType<typeof ratio>[], rounds: number): void {
  console.log(
    `\nautocannon, ${SETTINGS.connections} connections, ${SETTINGS.durationSeconds} s per round after a ` +
      `${WARMUP.durationSeconds} s warm-up, ${rounds} rounds; medians over the rounds, errors added up:`,
  );
  console.log(
    formatTable(
      [
        'target',
        'server',
        'req/s [min–max]',
        'p50 ms',
        'p99 ms',
        'errors',
        'of which timeouts',
        'non-2xx',
        'bytes/response',
      ],
      rows.map((row) => [
        row.target,
        row.server,
        `${Math.round(row.requestsPerSecond.median)} [${Math.round(row.requestsPerSecond.min)}–${Math.round(row.requestsPerSecond.max)}]`,
        String(row.latencyMs.p50),
        String(row.latencyMs.p99),
        String(row.errors),
        String(row.timeouts),
        String(row.non2xx),
        String(row.bodyBytes),
      ]),
    ),
  );
  console.log('\nours ÷ nginx (req/s below 1, latency above 1: ours is slower):');
  console.log(
    formatTable(
      ['target', 'req/s', 'p50', 'p99'],
      ratios.map((r) => [r.target, r.requestsPerSecond.toFixed(2), r.p50.toFixed(2), r.p99.toFixed(2)]),
    ),
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  rejectUnknownOptions(argv, ['rounds']);
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run bench` (it builds) first');
  }
  const rounds = Number(option(argv, 'rounds') ?? 3);
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);
  await ensureNginx();
  const notes: string[] = [];

  const ours = await startSiteServer({fromPort: 4320, env: {RATE_LIMIT_PER_MINUTE: '0'}});
  const nginx = await startNginx(BUILD_DIR, 4340);
  let jobs: Job[] = [];
  try {
    jobs = await jobsFor(ours.origin, nginx.origin, notes);
    // Rounds over all targets, ours and nginx alternating, so drifting load from elsewhere hits both alike.
    for (let round = 1; round <= rounds; round += 1) {
      for (const job of jobs) {
        await loadTest(job.target, WARMUP);
        const figures = await loadTest(job.target, SETTINGS);
        job.rounds.push(figures);
        console.log(
          `[${round}/${rounds}] ${job.target.name.padEnd(20)} ${job.server.padEnd(5)} ${Math.round(figures.requestsPerSecond)} req/s` +
            `  p50 ${figures.latencyMs.p50} ms  p99 ${figures.latencyMs.p99} ms  errors ${figures.errors}` +
            ` non-2xx ${figures.non2xx}  load ${formatLoad(loadAverage())}`,
        );
      }
    }
  } finally {
    await Promise.all([ours.stop(), nginx.stop()]);
  }

  const rows = jobs.map((job) =>
    summarizeRounds(
      {target: job.target.name, server: job.server, url: job.target.url, bodyBytes: job.bodyBytes},
      job.rounds,
    ),
  );
  const row = (target: string, server: ServerName) => rows.find((r) => r.target === target && r.server === server)!;
  const ratios = STATIC_TARGETS.map((target) => ratio(row(target, 'ours'), row(target, 'nginx')));
  const failures = rows.filter((r) => r.errors + r.non2xx > 0);
  const replayed = rows.find((r) => r.target === 'POST /api/inquiries' && (r.statusCodes['200'] ?? 0) > 0);
  if (replayed) {
    notes.push(`POST /api/inquiries answered 200 (an idempotency key sent twice) ${replayed.statusCodes['200']} times`);
    process.exitCode = 1;
  }
  const end = loadAverage();
  const file = await writeResult('load.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    settings: {...SETTINGS, warmup: WARMUP, rounds, host: '127.0.0.1', staticRequestHeaders: STATIC_HEADERS},
    nginx: {
      version: nginx.version,
      config: 'worker_processes 1; gzip_static on; try_files $uri $uri/index.html $uri.html =404; access_log off',
    },
    loadAverage: {start, end},
    rows,
    ratiosOursOverNginx: ratios,
    notes,
  });

  printTables(rows, ratios, rounds);
  for (const note of notes) {
    console.log(`note: ${note}`);
  }
  console.log(`load average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
  for (const r of failures) {
    console.error(
      `${r.server} ${r.target}: ${r.errors} errors (${JSON.stringify(r.errorCodes)}; ${r.timeouts} of them ` +
        `timeouts after autocannon's 10 s), ${r.non2xx} non-2xx (status codes ${JSON.stringify(r.statusCodes)})`,
    );
  }
  if (failures.length) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
