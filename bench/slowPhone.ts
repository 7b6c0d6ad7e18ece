import {readFileSync} from 'node:fs';
import path from 'node:path';
import {option, rejectUnknownOptions} from './lib/options';
import {formatLoad, gitDescribe, loadAverage, RESULTS_DIR, ROOT, run, writeResult} from './lib/system';
import {
  formatScoreboard,
  scoreboard,
  type InteractionsResult,
  type LighthouseCompareResult,
  type PhoneResult,
} from './slowPhone/scoreboard';

/**
 * `npm run bench:slow-phone -- --baseline=DIR [--build=DIR] [--runs=N] [--pages=…]`: everything a slow phone asks of
 * the site, in one run on the same builds: `bench:phone` (the search's first use and keystrokes), `bench:interactions
 * --stock` (long tasks of a first visit and the common interactions at 4× CPU) and `bench:lighthouse-compare --stock`
 * (Lighthouse mobile against the previous build and a stock Docusaurus site), one after the other, then one table of
 * every limit they hold the "after" build to. Each bench writes its own JSON as usual; the table is
 * `slow-phone.json`. The command exits 0 whatever the table says: it compares, it does not gate.
 */
const BENCHES = [
  {script: 'phone.ts', result: 'phone.json', stock: false},
  {script: 'interactions.ts', result: 'interactions.json', stock: true},
  {script: 'lighthouseCompare.ts', result: 'lighthouse-compare.json', stock: true},
] as const;
/** Options passed on, as they are, to each of the three benches. */
const OPTIONS = ['baseline', 'build', 'runs', 'pages'];

function readResult<T>(name: string, startedAt: string): T {
  const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8')) as T & {generatedAt: string};
  if (result.generatedAt < startedAt) {
    throw new Error(`bench/results/${name} is older than this run (${result.generatedAt}): its bench did not write it`);
  }
  return result;
}

async function main(argv: readonly string[]): Promise<void> {
  rejectUnknownOptions(argv, OPTIONS);
  if (!option(argv, 'baseline')) {
    throw new Error('--baseline=DIR is required: the previous build, to hold this one against');
  }
  const passed = OPTIONS.flatMap((name) => {
    const value = option(argv, name);
    return value === undefined ? [] : [`--${name}=${value}`];
  });
  const startedAt = new Date().toISOString();
  const loadStart = loadAverage();
  for (const bench of BENCHES) {
    console.log(`\n=== bench/${bench.script} ===`);
    await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [
      path.join('bench', bench.script),
      ...passed,
      ...(bench.stock ? ['--stock'] : []),
    ]);
  }
  const loadEnd = loadAverage();
  const checks = scoreboard(
    readResult<PhoneResult>('phone.json', startedAt),
    readResult<InteractionsResult>('interactions.json', startedAt),
    readResult<LighthouseCompareResult>('lighthouse-compare.json', startedAt),
  );
  console.log(
    `\nEverything a slow phone asks of the "after" build (load ${formatLoad(loadStart)} → ${formatLoad(loadEnd)}):`,
  );
  console.log(formatScoreboard(checks));
  const written = await writeResult('slow-phone.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    options: passed,
    loadAverage: {start: loadStart, end: loadEnd},
    sources: BENCHES.map((bench) => `bench/results/${bench.result}`),
    checks,
  });
  console.log(`wrote ${written}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
