import {comparisonTable, formatVerdicts, stockPages, summarizeRow, verdicts, type RowKey} from './lighthouse/compare';
import {lighthouseWithRetry, type Sample} from './lighthouse/run';
import {THROTTLING_DESCRIPTION, throttlingOption, type ThrottlingMethod} from './lighthouse/throttling';
import {buildsUnderTest, type ComparedBuild, type ComparedLabel} from './lib/builds';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {LOCALES, localePath} from '../common/sitePaths';
import {pageTypes, verifyPages, type PageType} from './lib/pages';
import {selectById} from './lib/select';
import {startSiteServer, type RunningServer} from './lib/server';
import {formatLoad, gitDescribe, japaneseFonts, loadAverage, writeResult} from './lib/system';
import {STOCK_PATHS, stockBuildIfAsked} from './stock/site';

/**
 * `npm run bench:lighthouse-compare`: Lighthouse mobile against two builds of this site and a stock Docusaurus site
 * in one run, so that for every page type one reads whether this build's score and LCP stay within the previous
 * build's runs and whether its TBT is at most the stock site's (compare.ts). Each page type is measured in every
 * build and throttling method in a row. Options: `--build=DIR` (after, default build/), `--baseline=DIR` (before),
 * `--stock`, `--runs=N` (default 3), `--pages=home,docs,…` (the page types of lib/pages.ts, default all nine),
 * `--throttling=simulate|devtools|simulate,devtools` (default simulate). Never builds this site; reports, exits 0.
 */
const FROM_PORT = 4320;
const DEFAULT_RUNS = 3;

interface Target extends RowKey {
  samples: Sample[];
}

interface Options {
  builds: ComparedBuild[];
  pages: PageType[];
  runs: number;
  methods: ThrottlingMethod[];
}

async function parseOptions(argv: readonly string[]): Promise<Options> {
  rejectUnknownOptions(argv, ['baseline', 'build', 'runs', 'pages', 'throttling'], ['--stock']);
  const runs = runsOption(argv, DEFAULT_RUNS);
  const methods = throttlingOption(argv, ['simulate']);
  const ours = buildsUnderTest(argv);
  const after = ours.find((build) => build.label === 'after')!;
  const pages = selectById(await pageTypes(after.dir), option(argv, 'pages')?.split(','));
  for (const build of ours) {
    await verifyPages(build.dir, pages);
  }
  return {builds: [...ours, ...(await stockBuildIfAsked(argv))], pages, runs, methods};
}

/**
 * What each build is measured on, with each throttling method: this site's pages in both locales; the stock site's
 * distinct pages, once each.
 */
function targetsOf(
  builds: readonly ComparedBuild[],
  pages: readonly PageType[],
  methods: readonly ThrottlingMethod[],
): Target[] {
  const pageIds = pages.map((page) => page.id);
  return methods.flatMap((throttling) =>
    builds.flatMap((build): Target[] =>
      build.label === 'stock'
        ? stockPages(pageIds, STOCK_PATHS).map(({path, standsFor}) => ({
            build: build.label,
            throttling,
            locale: 'en',
            page: path,
            path,
            standsFor,
            samples: [],
          }))
        : pages.flatMap((page) =>
            LOCALES.map((locale) => ({
              build: build.label,
              throttling,
              locale,
              page: page.id,
              path: localePath(locale, page.path),
              samples: [],
            })),
          ),
    ),
  );
}

/**
 * The runs measured together: per page type and locale, that page in each of this site's builds, one method after
 * the other, with the stock page next to the first English page type it stands for (it is compared with English
 * pages only).
 */
function pageGroups(
  targets: readonly Target[],
  pages: readonly PageType[],
  methods: readonly ThrottlingMethod[],
): Target[][] {
  const stockDone = new Set<Target>();
  return pages.flatMap((page) =>
    LOCALES.map((locale) =>
      methods.flatMap((throttling) => {
        const ours = targets.filter(
          (target) =>
            target.build !== 'stock' &&
            target.throttling === throttling &&
            target.page === page.id &&
            target.locale === locale,
        );
        const stock = targets.filter(
          (target) =>
            locale === 'en' &&
            target.build === 'stock' &&
            target.throttling === throttling &&
            target.standsFor?.includes(page.id) &&
            !stockDone.has(target),
        );
        stock.forEach((target) => stockDone.add(target));
        return [...ours, ...stock];
      }),
    ),
  );
}

async function main(): Promise<void> {
  const {builds, pages, runs, methods} = await parseOptions(process.argv.slice(2));
  const fontsForJapanese = japaneseFonts();
  const targets = targetsOf(builds, pages, methods);
  const start = loadAverage();
  console.log(
    `${targets.length} Lighthouse runs per round (throttling: ${methods.join(', ')}), ${runs} round(s); ` +
      `load average at start: ${formatLoad(start)}`,
  );

  const servers = new Map<ComparedLabel, RunningServer>();
  try {
    for (const [index, build] of builds.entries()) {
      servers.set(build.label, await startSiteServer({buildDir: build.dir, fromPort: FROM_PORT + index}));
    }
    for (let round = 1; round <= runs; round += 1) {
      for (const group of pageGroups(targets, pages, methods)) {
        // One page's runs follow each other, so that the machine's speed, which drifts by up to 2× over minutes
        // here (Lighthouse's benchmarkIndex), is about the same for the builds compared; the builds and the
        // methods take turns going first.
        for (const target of round % 2 === 1 ? group : [...group].reverse()) {
          const url = `${servers.get(target.build)!.origin}${target.path}`;
          const sample = await lighthouseWithRetry(url, 'mobile', target.throttling);
          target.samples.push(sample);
          console.log(
            `round ${round}/${runs} ${target.throttling.padEnd(8)} ${target.build.padEnd(6)} ${target.locale} ` +
              `${target.page.padEnd(14)} ` +
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
    throttling: Object.fromEntries(methods.map((method) => [method, THROTTLING_DESCRIPTION[method]])),
    runs,
    statistic:
      'median of the runs with min and max; perRun: every run in round order; the builds and the throttling ' +
      'methods take turns going first',
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

  for (const method of methods) {
    console.log(
      `\nLighthouse mobile, ${method} throttling, ${runs} run(s): performance score and LCP (ms), median ` +
        '[min–max]; TBT (ms), median',
    );
    console.log(comparisonTable(rows, pageIds, STOCK_PATHS, method));
  }
  console.log(`\n${formatVerdicts(verdictList)}`);
  console.log(`\nload average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
