import {comparisonTable, formatVerdicts, stockPages, summarizeRow, verdicts, type RowKey} from './lighthouse/compare';
import {lighthouseWithRetry, type Sample} from './lighthouse/run';
import {buildsUnderTest, type ComparedBuild, type ComparedLabel} from './lib/builds';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {LOCALES, localePath} from '../common/sitePaths';
import {pageTypes, verifyPages, type PageType} from './lib/pages';
import {selectById} from './lib/select';
import {startSiteServer, type RunningServer} from './lib/server';
import {formatLoad, gitDescribe, japaneseFonts, loadAverage, writeResult} from './lib/system';
import {STOCK_PATHS, stockBuildIfAsked} from './stock/site';

/**
 * `npm run bench:lighthouse-compare`: Lighthouse mobile (its default preset, simulated throttling) against two
 * builds of this site and a stock Docusaurus site in one run, so that for every page type one reads whether this
 * build's performance score is not lower than the previous build's and whether its TBT is at most the stock site's.
 * Each page type is measured in every build in a row. Options: `--build=DIR` (after, default build/), `--baseline=DIR` (before), `--stock`, `--runs=N` (default 3),
 * `--pages=home,docs,…` (the page types of lib/pages.ts, default all nine). Never builds this site; reports, exits 0.
 */
const FROM_PORT = 4320;
const DEFAULT_RUNS = 3;
const THROTTLING =
  "Lighthouse's default mobile preset, simulated: Moto G Power screen (412×823), slow 4G (150 ms RTT, 1.6 Mbit/s), " +
  '4× CPU slowdown, computed from a trace taken at full speed';

interface Target extends RowKey {
  samples: Sample[];
}

interface Options {
  builds: ComparedBuild[];
  pages: PageType[];
  runs: number;
}

async function parseOptions(argv: readonly string[]): Promise<Options> {
  rejectUnknownOptions(argv, ['baseline', 'build', 'runs', 'pages'], ['--stock']);
  const runs = runsOption(argv, DEFAULT_RUNS);
  const ours = buildsUnderTest(argv);
  const after = ours.find((build) => build.label === 'after')!;
  const pages = selectById(await pageTypes(after.dir), option(argv, 'pages')?.split(','));
  for (const build of ours) {
    await verifyPages(build.dir, pages);
  }
  return {builds: [...ours, ...(await stockBuildIfAsked(argv))], pages, runs};
}

/** What each build is measured on: this site's pages in both locales; the stock site's distinct pages, once each. */
function targetsOf(builds: readonly ComparedBuild[], pages: readonly PageType[]): Target[] {
  const pageIds = pages.map((page) => page.id);
  return builds.flatMap((build): Target[] =>
    build.label === 'stock'
      ? stockPages(pageIds, STOCK_PATHS).map(({path, standsFor}) => ({
          build: build.label,
          locale: 'en',
          page: path,
          path,
          standsFor,
          samples: [],
        }))
      : pages.flatMap((page) =>
          LOCALES.map((locale) => ({
            build: build.label,
            locale,
            page: page.id,
            path: localePath(locale, page.path),
            samples: [],
          })),
        ),
  );
}

/**
 * The runs measured together: per page type and locale, that page in each of this site's builds, with the stock
 * page it stands for next to the first page type that uses it.
 */
function pageGroups(targets: readonly Target[], pages: readonly PageType[]): Target[][] {
  const stockDone = new Set<Target>();
  return pages.flatMap((page) =>
    LOCALES.map((locale) => {
      const ours = targets.filter(
        (target) => target.build !== 'stock' && target.page === page.id && target.locale === locale,
      );
      const stock = targets.filter(
        (target) => target.build === 'stock' && target.standsFor?.includes(page.id) && !stockDone.has(target),
      );
      stock.forEach((target) => stockDone.add(target));
      return [...ours, ...stock];
    }),
  );
}

async function main(): Promise<void> {
  const {builds, pages, runs} = await parseOptions(process.argv.slice(2));
  const fontsForJapanese = japaneseFonts();
  const targets = targetsOf(builds, pages);
  const start = loadAverage();
  console.log(
    `${targets.length} Lighthouse runs per round, ${runs} round(s); load average at start: ${formatLoad(start)}`,
  );

  const servers = new Map<ComparedLabel, RunningServer>();
  try {
    for (const [index, build] of builds.entries()) {
      servers.set(build.label, await startSiteServer({buildDir: build.dir, fromPort: FROM_PORT + index}));
    }
    for (let round = 1; round <= runs; round += 1) {
      for (const group of pageGroups(targets, pages)) {
        // One page's runs follow each other, so that the machine's speed, which drifts by up to 2× over minutes
        // here (Lighthouse's benchmarkIndex), is about the same for the builds compared; they take turns going first.
        for (const target of round % 2 === 1 ? group : [...group].reverse()) {
          const sample = await lighthouseWithRetry(`${servers.get(target.build)!.origin}${target.path}`, 'mobile');
          target.samples.push(sample);
          console.log(
            `round ${round}/${runs} ${target.build.padEnd(6)} ${target.locale} ${target.page.padEnd(14)} ` +
              `perf ${String(sample.scores.performance).padStart(3)}  TBT ${Math.round(sample.metrics.tbt)} ms  ` +
              `LCP ${Math.round(sample.metrics.lcp)} ms  benchmarkIndex ${Math.round(sample.benchmarkIndex)}  ` +
              `load ${formatLoad(loadAverage())}`,
          );
        }
      }
    }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }
  const end = loadAverage();

  const rows = targets.map(({samples, ...key}) => summarizeRow(key, samples));
  const pageIds = pages.map((page) => page.id);
  const verdictList = verdicts(rows, pageIds, STOCK_PATHS);
  const first = targets[0]?.samples[0];
  const file = await writeResult('lighthouse-compare.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    lighthouse: first?.lighthouseVersion,
    chromium: first?.chromium,
    throttling: THROTTLING,
    runs,
    statistic:
      'median of the runs with min and max; perRun: every run in round order; the builds take turns going first',
    units: {
      performance: 'score 0–100',
      tbt: 'ms',
      lcp: 'ms',
      fcp: 'ms',
      cls: 'unitless',
      totalBytes: 'bytes transferred',
      jsBytes: 'script bytes transferred',
      benchmarkIndex: "Lighthouse's CPU benchmark, higher is faster",
    },
    loadAverage: {start, end},
    japaneseFonts: fontsForJapanese,
    builds,
    rows,
    verdicts: verdictList,
  });

  console.log(`\nLighthouse mobile, median of ${runs} run(s): performance score and TBT (ms)`);
  console.log(comparisonTable(rows, pageIds, STOCK_PATHS));
  console.log(`\n${formatVerdicts(verdictList)}`);
  console.log(`\nload average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
