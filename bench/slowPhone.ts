import {readFileSync} from 'node:fs';
import path from 'node:path';
import {throttlingOption, type ThrottlingMethod} from './lighthouse/throttling';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {
  formatLoad,
  gitDescribe,
  loadAverage,
  RESULTS_DIR,
  ROOT,
  run,
  writeResult,
  type LoadAverage,
} from './lib/system';
import {formatScoreboard, scoreboard, type SlowPhoneResults} from './slowPhone/scoreboard';

/**
 * `npm run bench:slow-phone -- --baseline=DIR [--build=DIR] [--runs=N] [--pages=…] [--lighthouse-pages=…]
 * [--throttling=…]`: everything a slow phone asks of the site, in one run on the same builds: `bench:phone` (the
 * search's first use and keystrokes), `bench:interactions --stock` with the pages' scripts-free floors (long tasks of a
 * first visit and the common interactions at 4× CPU), `bench:lighthouse-compare --stock` with both throttling methods
 * (against the previous build and a stock Docusaurus site), then `bench:build` (a writer's rebuild and a fresh clone's
 * first build), one after the other; then one table of every limit "after" is held to. Each bench writes its own JSON
 * as usual; the table is `slow-phone.json`. The command exits 0 whatever the table says: it compares, it does not gate.
 * `--reuse=KEY,…` (phone, interactions, lighthouse, build) takes those benches' result files as they are instead of
 * running them again (a run split in parts, the machine kept idle for each); the output and the JSON say when each was
 * written.
 */
const DEFAULT_RUNS = 5;
/**
 * Lighthouse's pages, unless `--lighthouse-pages` names others: its limit speaks of the home page, a docs page (the
 * longest with a diagram) and a post. `--pages` is for the phone and interactions benches: Lighthouse on every page
 * type, both methods and three builds would add about two hours.
 */
const LIGHTHOUSE_PAGES = 'home,docs-diagrams,post';
const DEFAULT_THROTTLING: readonly ThrottlingMethod[] = ['simulate', 'devtools'];
/** A one-minute load average above this on two cores means another process kept a core busy: not idle. */
const IDLE_LOAD = 1;

interface Options {
  /** `--baseline`, `--build` and `--runs`, as every browser bench takes them. */
  shared: string[];
  /** `--pages=…` for the phone and interactions benches, if given. */
  pages: string[];
  lighthousePages: string;
  runs: number;
  throttling: ThrottlingMethod[];
  /** Benches whose existing result is read instead of running them. */
  reuse: string[];
}

interface Bench {
  /** Where the scoreboard finds its result. */
  key: keyof SlowPhoneResults;
  script: string;
  result: string;
  args: (options: Options) => string[];
}

const BENCHES: readonly Bench[] = [
  {key: 'phone', script: 'phone.ts', result: 'phone.json', args: ({shared, pages}) => [...shared, ...pages]},
  {
    key: 'interactions',
    script: 'interactions.ts',
    result: 'interactions.json',
    // documents: each page without its scripts, the floor of its longest task.
    args: ({shared, pages}) => [...shared, ...pages, '--stock', '--measure=loads,interactions,documents'],
  },
  {
    key: 'lighthouse',
    script: 'lighthouseCompare.ts',
    result: 'lighthouse-compare.json',
    args: ({shared, lighthousePages, throttling}) => [
      ...shared,
      `--pages=${lighthousePages}`,
      '--stock',
      `--throttling=${throttling.join(',')}`,
    ],
  },
  // Last: it runs `npm run build` in this repository, which replaces build/ (perhaps the "after" measured above).
  {key: 'build', script: 'build.ts', result: 'build.json', args: ({runs}) => [`--runs=${runs}`]},
];

function parseOptions(argv: readonly string[]): Options {
  rejectUnknownOptions(argv, ['baseline', 'build', 'runs', 'pages', 'lighthouse-pages', 'throttling', 'reuse']);
  if (!option(argv, 'baseline')) {
    throw new Error('--baseline=DIR is required: the previous build, to hold this one against');
  }
  const runs = runsOption(argv, DEFAULT_RUNS);
  /** The options given by these names, passed on as they came. */
  const passedOn = (...names: string[]) =>
    names.flatMap((name) => {
      const value = option(argv, name);
      return value === undefined ? [] : [`--${name}=${value}`];
    });
  const reuse = option(argv, 'reuse')?.split(',') ?? [];
  const unknown = reuse.filter((key) => !BENCHES.some((bench) => bench.key === key));
  if (unknown.length) {
    throw new Error(`--reuse: no bench ${unknown.join(', ')} (${BENCHES.map((bench) => bench.key).join(', ')})`);
  }
  return {
    shared: [...passedOn('baseline', 'build'), `--runs=${runs}`],
    pages: passedOn('pages'),
    lighthousePages: option(argv, 'lighthouse-pages') ?? LIGHTHOUSE_PAGES,
    runs,
    throttling: throttlingOption(argv, DEFAULT_THROTTLING),
    reuse,
  };
}

/** A bench's result file, which must have been written by this run. */
function readResult(name: string, startedAt: string): unknown {
  const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8')) as {generatedAt?: string};
  if (!result.generatedAt || result.generatedAt < startedAt) {
    throw new Error(`bench/results/${name} is older than this run (${result.generatedAt}): its bench did not write it`);
  }
  return result;
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv);
  const startedAt = new Date().toISOString();
  const loadStart = loadAverage();
  if (loadStart.one > IDLE_LOAD) {
    console.warn(`warning: the machine is not idle (load ${formatLoad(loadStart)}): the timings will be slower`);
  }
  for (const bench of BENCHES) {
    if (options.reuse.includes(bench.key)) {
      console.log(`\n=== bench/${bench.script}: reusing bench/results/${bench.result} ===`);
      continue;
    }
    console.log(`\n=== bench/${bench.script} ===`);
    await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [
      path.join('bench', bench.script),
      ...bench.args(options),
    ]);
  }
  const loadEnd = loadAverage();
  const results = Object.fromEntries(
    BENCHES.map((bench) => [bench.key, readResult(bench.result, options.reuse.includes(bench.key) ? '' : startedAt)]),
  ) as unknown as SlowPhoneResults;
  const checks = scoreboard(results);
  const loads: {source: string; generatedAt: string; start: LoadAverage; end: LoadAverage}[] = BENCHES.map((bench) => ({
    source: `bench/results/${bench.result}`,
    generatedAt: (results[bench.key] as {generatedAt: string}).generatedAt,
    ...results[bench.key].loadAverage,
  }));
  console.log(`\nEvery limit of a slow phone, for the "after" build (${options.runs} runs each):`);
  console.log(formatScoreboard(checks));
  console.log('\nLoad average (1, 5, 15 min) at the start → the end of each bench:');
  for (const load of loads) {
    console.log(`  ${load.source} (${load.generatedAt}): ${formatLoad(load.start)} → ${formatLoad(load.end)}`);
  }
  const written = await writeResult('slow-phone.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    options: [...options.shared, `--throttling=${options.throttling.join(',')}`],
    loadAverage: {start: loadStart, end: loadEnd},
    sources: loads,
    checks,
  });
  console.log(`wrote ${written}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
