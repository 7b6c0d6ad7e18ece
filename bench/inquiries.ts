import {randomBytes, randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type {InquiryInput} from '../common/inquiries/schema';
import {seedDataDir} from '../tests/server/databases';
import {startServer} from '../tests/server/serverProcess';
import {spread, type Spread} from './lib/stats';
import {writeResult} from './lib/system';

/**
 * `npm run bench:inquiries`: sustained inquiries per second and latency of POST /api/inquiries on the
 * real server process (rate limit off), into embedded PGlite and, when TEST_DATABASE_URL or DATABASE_URL
 * is set, into PostgreSQL (in a schema of its own, dropped afterwards). Each backend runs RUNS times for
 * DURATION seconds after a short warm-up; every request carries a new idempotency key, so each 201 is a
 * stored row. Prints a table and writes bench/results/inquiries.json.
 */
const DURATION = 10;
const CONNECTIONS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Run {
  inquiriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  created: number;
  failed: number;
  /** The machine's 1-minute load average when the run started: the other work it was sharing the CPUs with. */
  loadAverage1m: number;
}

function body(): string {
  return JSON.stringify({
    name: 'Bench Tester',
    email: 'bench@example.com',
    company: 'Bench K.K.',
    subject: 'other',
    message: 'A benchmark inquiry. ベンチマークのお問い合わせです。',
    locale: 'ja',
    idempotencyKey: randomUUID(),
  } satisfies InquiryInput);
}

async function measure(url: string): Promise<Run> {
  const loadAverage1m = Number(os.loadavg()[0]!.toFixed(2));
  const result = await autocannon({
    url: `${url}/api/inquiries`,
    method: 'POST',
    headers: {'content-type': 'application/json'},
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{setupRequest: (request) => ({...request, body: body()})}],
    warmup: {connections: CONNECTIONS, duration: 2},
  } as autocannon.Options);
  const created = result.statusCodeStats?.['201']?.count ?? 0;
  return {
    inquiriesPerSecond: Math.round(created / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    created,
    failed: result.non2xx + result.errors,
    loadAverage1m,
  };
}

async function bench(name: string, env: Record<string, string | undefined>): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({...env, RATE_LIMIT_PER_MINUTE: '0'});
    try {
      const run = await measure(server.url);
      console.log(
        `${name} run ${i + 1}/${RUNS}: ${run.inquiriesPerSecond} inquiries/s, p50 ${run.p50Ms} ms, ` +
          `p99 ${run.p99Ms} ms (load average ${run.loadAverage1m} before the run)`,
      );
      runs.push(run);
    } finally {
      await server.stop();
    }
  }
  return runs;
}

async function main() {
  const results: Record<string, {runs: Run[]; inquiriesPerSecond: Spread; p50Ms: Spread; p99Ms: Spread}> = {};
  const record = (name: string, runs: Run[]) => {
    results[name] = {
      runs,
      inquiriesPerSecond: spread(runs.map((r) => r.inquiriesPerSecond)),
      p50Ms: spread(runs.map((r) => r.p50Ms)),
      p99Ms: spread(runs.map((r) => r.p99Ms)),
    };
  };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inquiries-'));
  try {
    await seedDataDir(dataDir);
    record('PGlite', await bench('PGlite', {DATA_DIR: dataDir, DATABASE_URL: undefined}));
  } finally {
    rmSync(dataDir, {recursive: true, force: true});
  }

  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(url, {max: 1, onnotice: () => {}});
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
    try {
      const inSchema = new URL(url);
      inSchema.searchParams.set('search_path', schema);
      record('PostgreSQL', await bench('PostgreSQL', {DATABASE_URL: inSchema.toString()}));
    } finally {
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  }

  const fmt = (s: Spread) => `${s.median} (${s.min}–${s.max})`;
  console.log(`\nPOST /api/inquiries, ${CONNECTIONS} connections, ${DURATION} s × ${RUNS} runs: median (min–max)`);
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {'inquiries/s': fmt(r.inquiriesPerSecond), 'p50 ms': fmt(r.p50Ms), 'p99 ms': fmt(r.p99Ms)},
      ]),
    ),
  );
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const file = await writeResult('inquiries.json', {
    date: new Date().toISOString(),
    machine,
    settings: {duration: DURATION, connections: CONNECTIONS, runs: RUNS},
    results,
  });
  console.log(`Written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
