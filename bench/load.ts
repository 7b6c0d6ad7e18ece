import {randomUUID} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {loadTest, type LoadFigures, type LoadSettings, type LoadTarget} from './load/cannon';
import {ensureNginx, startNginx} from './load/nginx';
import {probe, type ProbeResult} from './load/probe';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, loadAverage, ROOT, writeResult} from './lib/system';
import {formatTable} from './lib/table';

/**
 * `npm run bench:load`: autocannon against our server and, as the reference, nginx serving the same build/.
 * Needs an existing build (run `npm run bench` first); never builds.
 */
const SETTINGS: LoadSettings = {connections: 100, durationSeconds: 10};
/** A short run before each measured one, so the JIT and the file cache are warm; not reported. */
const WARMUP: LoadSettings = {connections: 10, durationSeconds: 2};
const BUILD_DIR = path.join(ROOT, 'build');
const HTML_PATH = '/en/docs/cardano/hydra';
/** Both servers get the same request, so both send the same .gz bytes (nginx has no Brotli here). */
const STATIC_HEADERS = {'accept-encoding': 'gzip'};

interface Row {
  target: string;
  server: 'ours' | 'nginx';
  url: string;
  response: ProbeResult;
  figures: LoadFigures;
}

/** The main bundle the Japanese pages load (the build has one main.*.js per locale). */
function mainBundle(): string {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  const bundles = readdirSync(dir).filter((name) => /^main\.[\w]+\.js$/.test(name));
  const html = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  const chosen = bundles.find((name) => html.includes(`/assets/js/${name}`)) ?? bundles[0];
  if (!chosen) {
    throw new Error(`no main.*.js in ${dir}`);
  }
  return `/assets/js/${chosen}`;
}

function inquiryBody(): string {
  return JSON.stringify({
    name: 'Load Bench',
    email: 'bench@example.com',
    company: 'Holoreal bench',
    subject: 'other',
    message: 'A load test inquiry from bench/load.ts.',
    locale: 'en',
    idempotencyKey: randomUUID(),
  });
}

async function measure(server: Row['server'], target: LoadTarget, response: ProbeResult): Promise<Row> {
  await loadTest(target, WARMUP);
  const figures = await loadTest(target, SETTINGS);
  console.log(
    `${target.name.padEnd(22)} ${server.padEnd(5)} ${Math.round(figures.requestsPerSecond)} req/s` +
      `  p50 ${figures.latencyMs.p50} ms  p99 ${figures.latencyMs.p99} ms  errors ${figures.errors} non-2xx ${figures.non2xx}` +
      `  load ${formatLoad(loadAverage())}`,
  );
  return {target: target.name, server, url: target.url, response, figures};
}

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run bench` (it builds) first');
  }
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);
  await ensureNginx();
  const jsPath = mainBundle();
  const rows: Row[] = [];
  const notes: string[] = [];

  const ours = await startSiteServer({fromPort: 4320, env: {RATE_LIMIT_PER_MINUTE: '0'}});
  const nginx = await startNginx(BUILD_DIR, 4340);
  try {
    for (const [name, sitePath] of [
      ['static HTML', HTML_PATH],
      ['hashed JS (main)', jsPath],
    ] as const) {
      for (const [server, origin] of [
        ['ours', ours.origin],
        ['nginx', nginx.origin],
      ] as const) {
        const target: LoadTarget = {name, url: `${origin}${sitePath}`, headers: STATIC_HEADERS};
        const response = await probe(target.url, {headers: STATIC_HEADERS});
        if (response.status !== 200) {
          throw new Error(`${server} ${target.url} answered ${response.status}`);
        }
        rows.push(await measure(server, target, response));
      }
    }

    const inquiry: LoadTarget = {
      name: 'POST /api/inquiries',
      url: `${ours.origin}/api/inquiries`,
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: inquiryBody,
    };
    const response = await probe(inquiry.url, {method: 'POST', headers: inquiry.headers, body: inquiryBody()});
    if (response.status === 201) {
      rows.push(await measure('ours', inquiry, response));
    } else {
      const note = `POST /api/inquiries answered ${response.status} to a valid inquiry (expected 201): row skipped`;
      console.warn(note);
      notes.push(note);
    }
  } finally {
    await Promise.all([ours.stop(), nginx.stop()]);
  }

  const ratios = ['static HTML', 'hashed JS (main)'].map((target) => {
    const a = rows.find((row) => row.target === target && row.server === 'ours')!.figures;
    const b = rows.find((row) => row.target === target && row.server === 'nginx')!.figures;
    return {
      target,
      requestsPerSecond: a.requestsPerSecond / b.requestsPerSecond,
      p50: a.latencyMs.p50 / b.latencyMs.p50,
      p99: a.latencyMs.p99 / b.latencyMs.p99,
    };
  });
  const failures = rows.filter((row) => row.figures.errors + row.figures.non2xx > 0);
  const end = loadAverage();
  const file = await writeResult('load.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    settings: {...SETTINGS, warmup: WARMUP, host: '127.0.0.1', staticRequestHeaders: STATIC_HEADERS},
    nginx: {version: nginx.version, config: 'worker_processes 1; gzip_static on; try_files $uri $uri/index.html =404'},
    loadAverage: {start, end},
    rows,
    ratiosOursOverNginx: ratios,
    notes,
  });

  console.log(
    `\nautocannon, ${SETTINGS.connections} connections, ${SETTINGS.durationSeconds} s each (after a ${WARMUP.durationSeconds} s warm-up):`,
  );
  console.log(
    formatTable(
      ['target', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'of which timeouts', 'non-2xx', 'bytes/response'],
      rows.map((row) => [
        row.target,
        row.server,
        String(Math.round(row.figures.requestsPerSecond)),
        String(row.figures.latencyMs.p50),
        String(row.figures.latencyMs.p99),
        String(row.figures.errors),
        String(row.figures.timeouts),
        String(row.figures.non2xx),
        String(row.response.bodyBytes),
      ]),
    ),
  );
  console.log('\nours ÷ nginx:');
  console.log(
    formatTable(
      ['target', 'req/s', 'p50', 'p99'],
      ratios.map((r) => [r.target, r.requestsPerSecond.toFixed(2), r.p50.toFixed(2), r.p99.toFixed(2)]),
    ),
  );
  for (const note of notes) {
    console.log(`note: ${note}`);
  }
  console.log(`load average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
  if (failures.length) {
    for (const row of failures) {
      console.error(
        `${row.server} ${row.target}: ${row.figures.errors} errors (${JSON.stringify(row.figures.errorCodes)}; ` +
          `${row.figures.timeouts} of them timeouts after autocannon's 10 s), ${row.figures.non2xx} non-2xx ` +
          `(status codes ${JSON.stringify(row.figures.statusCodes)})`,
      );
    }
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
