import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkBudgets, BUDGETS} from './lighthouse/budgets';
import {lighthouseWithRetry, PRESETS, type Sample} from './lighthouse/run';
import {formatLighthouseTable, summarize, type Key} from './lighthouse/summary';
import {LOCALES, localePath} from '../common/sitePaths';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {LIGHTHOUSE_PAGE_TYPES} from './lib/pages';
import {selectById} from './lib/select';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, japaneseFonts, loadAverage, ROOT, run, writeResult} from './lib/system';
import {formatWeightTable, measurePageWeights, writeWeightReport} from './weight/report';

/**
 * `npm run bench`: builds the site (unless --no-build and build/ exists), reports the first-load bytes of each
 * page type from the build, then runs Lighthouse (mobile and desktop presets, 3 runs each) against the production
 * server and checks the budgets. Options: --no-build, --runs=N, --pages=home,docs,post,contact.
 */
const BUILD_DIR = 'build';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  rejectUnknownOptions(argv, ['runs', 'pages'], ['--no-build']);
  const runs = runsOption(argv, 3);
  const pages = selectById(LIGHTHOUSE_PAGE_TYPES, option(argv, 'pages')?.split(','));
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);
  const fontsForJapanese = japaneseFonts();

  const hasBuild = existsSync(path.join(ROOT, BUILD_DIR, 'index.html'));
  if (argv.includes('--no-build') && hasBuild) {
    console.log('--no-build: using the existing build/');
  } else {
    await run('npm', ['run', 'build']);
  }

  const weight = await measurePageWeights(path.join(ROOT, BUILD_DIR), pages);
  console.log(`\n${formatWeightTable(weight)}\n`);
  console.log(`wrote ${await writeWeightReport(weight)}\n`);

  const samples = new Map<string, {key: Key; samples: Sample[]}>();
  const server = await startSiteServer({buildDir: BUILD_DIR, fromPort: 4300});
  try {
    // Rounds over every page rather than three runs in a row, so a burst of load from elsewhere on the machine
    // spreads over the pages instead of sinking one of them.
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        for (const locale of LOCALES) {
          for (const preset of PRESETS) {
            const key: Key = {page: page.id, locale, preset};
            const url = `${server.origin}${localePath(locale, page.path)}`;
            const sample = await lighthouseWithRetry(url, preset);
            const id = `${page.id}/${locale}/${preset}`;
            const entry = samples.get(id) ?? {key, samples: []};
            entry.samples.push(sample);
            samples.set(id, entry);
            console.log(
              `[${round}/${runs}] ${id.padEnd(24)} perf ${sample.scores.performance} a11y ${sample.scores.accessibility}` +
                ` bp ${sample.scores['best-practices']} seo ${sample.scores.seo}  LCP ${Math.round(sample.metrics.lcp)} ms` +
                ` TBT ${Math.round(sample.metrics.tbt)} ms  CLS ${sample.metrics.cls.toFixed(3)}  benchmarkIndex ${Math.round(sample.benchmarkIndex)}` +
                `  load ${formatLoad(loadAverage())}`,
            );
          }
        }
      }
    }
  } finally {
    await server.stop();
  }

  const summaries = [...samples.values()].map(({key, samples: list}) => summarize(key, list));
  const breaches = checkBudgets(summaries);
  const end = loadAverage();
  const first = [...samples.values()][0]?.samples[0];
  const file = await writeResult('lighthouse.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    lighthouse: first?.lighthouseVersion,
    chromium: first?.chromium,
    throttling: 'Lighthouse defaults: simulated (mobile: Moto G Power, slow 4G, 4× CPU; desktop: desktopDense4G)',
    runsPerPage: runs,
    statistic: 'median of the runs, with min and max; budgets are checked on the median',
    units: {
      lcp: 'ms',
      tbt: 'ms',
      fcp: 'ms',
      cls: 'unitless',
      totalBytes: 'bytes transferred',
      jsBytes: 'script bytes transferred',
    },
    loadAverage: {start, end},
    japaneseFonts: fontsForJapanese,
    budgets: BUDGETS,
    breaches,
    results: summaries,
  });

  console.log(`\nLighthouse, median of ${runs} runs (performance with [min–max]):`);
  console.log(formatLighthouseTable(summaries));
  console.log(`load average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
  if (breaches.length) {
    console.error(`\n${breaches.length} budget breach(es):\n${breaches.map((b) => `  - ${b}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll budgets met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
