import {existsSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {LOCALES, localePath, PAGE_TYPES, type Locale} from './lib/pages';
import {startSiteServer} from './lib/server';
import {median, quantile, spread, type Spread} from './lib/stats';
import {CHROME_FLAGS, CHROME_PATH} from '../common/chromium';
import {formatLoad, gitDescribe, loadAverage, ROOT, writeResult} from './lib/system';
import {formatTable, kb} from './lib/table';
import {measureIndexLoad, timeQueries, type QueryTiming} from './search/browser';
import {indexSize, localeDir} from './search/indexSize';
import {pickQueries} from './search/queries';

/**
 * `npm run bench:search`: search index size per locale, then in Chromium against the production server the time
 * from the keystroke completing a query to the suggestion list, in three search contexts per locale (the home
 * page, outside every context; a docs set; News Plus), each with its own index. Needs an existing build (run `npm run bench` first).
 */
const BUILD_DIR = path.join(ROOT, 'build');
const WORDS_PER_CONTEXT = 17;
const MISSES_PER_CONTEXT = 3;
const INDEX_LOADS = 3;

/** The pages searched from, and the index file their search context loads. */
const CONTEXTS = [
  {page: 'home', indexFile: 'search-index.json'},
  {page: 'docs', indexFile: 'search-index-docs-cardano.json'},
  {page: 'newsplus', indexFile: 'search-index-newsplus.json'},
] as const;

interface ContextResult {
  locale: Locale;
  page: string;
  url: string;
  indexFile: string;
  indexLoadMs: Spread & {runs: number[]};
  queries: QueryTiming[];
}

async function measureContext(browser: Browser, origin: string, locale: Locale, context: (typeof CONTEXTS)[number]) {
  const pageType = PAGE_TYPES.find((page) => page.id === context.page)!;
  const url = `${origin}${localePath(pageType, locale)}`;
  const foreign: string[] = [];
  const indexLoads: number[] = [];
  let timings: QueryTiming[] = [];
  for (let run = 1; run <= INDEX_LOADS; run += 1) {
    // A fresh browser context each time: empty HTTP cache, so the index is fetched as on a first visit.
    const browserContext = await browser.newContext({viewport: {width: 1280, height: 800}, locale});
    const page = await browserContext.newPage();
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    });
    await page.goto(url);
    indexLoads.push(await measureIndexLoad(page));
    if (run === INDEX_LOADS) {
      const indexPath = path.join(localeDir(BUILD_DIR, locale), context.indexFile);
      timings = await timeQueries(page, pickQueries(indexPath, locale, WORDS_PER_CONTEXT, MISSES_PER_CONTEXT));
    }
    await browserContext.close();
  }
  if (foreign.length) {
    console.warn(`${url}: requests to other hosts: ${[...new Set(foreign)].join(', ')}`);
  }
  const result: ContextResult = {
    locale,
    page: context.page,
    url: url.slice(origin.length),
    indexFile: context.indexFile,
    indexLoadMs: {...spread(indexLoads), runs: indexLoads},
    queries: timings,
  };
  const latencies = timings.map((t) => t.latencyMs);
  console.log(
    `${locale} ${context.page.padEnd(8)} index load ${Math.round(result.indexLoadMs.median)} ms` +
      `  query median ${median(latencies).toFixed(1)} ms p95 ${quantile(latencies, 0.95).toFixed(1)} ms` +
      `  (${timings.length} queries)  load ${formatLoad(loadAverage())}`,
  );
  return result;
}

function summary(locale: Locale, contexts: readonly ContextResult[]) {
  const queries = contexts.filter((c) => c.locale === locale).flatMap((c) => c.queries);
  const latencies = queries.map((q) => q.latencyMs);
  return {
    locale,
    queries: queries.length,
    misses: queries.filter((q) => q.kind === 'miss').length,
    emptyLists: queries.filter((q) => q.empty).length,
    latencyMs: {median: median(latencies), p95: quantile(latencies, 0.95), max: Math.max(...latencies)},
    renderMs: {
      median: median(queries.map((q) => q.renderMs)),
      p95: quantile(
        queries.map((q) => q.renderMs),
        0.95,
      ),
    },
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run bench` (it builds) first');
  }
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);
  const sizes = LOCALES.map((locale) => indexSize(BUILD_DIR, locale));

  const server = await startSiteServer({fromPort: 4360});
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  const contexts: ContextResult[] = [];
  try {
    for (const locale of LOCALES) {
      for (const context of CONTEXTS) {
        contexts.push(await measureContext(browser, server.origin, locale, context));
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const summaries = LOCALES.map((locale) => summary(locale, contexts));
  const end = loadAverage();
  const file = await writeResult('search.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    method:
      'Chromium (headless), 1280×800. Per query: all but the last character filled at once and its list awaited, then the last ' +
      'character typed; latency = its input event → the frame after the suggestion menu re-renders (rAF + task). ' +
      'Index load = first hover of the search box → the suggestion menu exists (index fetched and loaded in the worker), ' +
      'in a fresh browser context (empty cache).',
    loadAverage: {start, end},
    indexSize: sizes,
    summary: summaries,
    contexts,
  });

  console.log('\nSearch index size per locale (all search-index*.json files):');
  console.log(
    formatTable(
      ['locale', 'files', 'raw KB', 'gzip KB', 'br KB'],
      sizes.map((s) => [s.locale, String(s.files.length), kb(s.raw), kb(s.gzip), kb(s.br)]),
    ),
  );
  console.log('\nIndex load on first hover (median of 3, fresh cache), per search context:');
  console.log(
    formatTable(
      ['locale', 'page', 'index file', 'raw KB', 'br KB', 'load ms [min–max]'],
      contexts.map((c) => {
        const f = sizes.find((s) => s.locale === c.locale)!.files.find((x) => x.file.endsWith(c.indexFile))!;
        return [
          c.locale,
          c.page,
          c.indexFile,
          kb(f.raw),
          kb(f.br ?? f.gzip),
          `${Math.round(c.indexLoadMs.median)} [${Math.round(c.indexLoadMs.min)}–${Math.round(c.indexLoadMs.max)}]`,
        ];
      }),
    ),
  );
  console.log('\nKeystroke → suggestion list shown:');
  console.log(
    formatTable(
      ['locale', 'queries', 'misses', 'empty lists', 'median ms', 'p95 ms', 'max ms'],
      summaries.map((s) => [
        s.locale,
        String(s.queries),
        String(s.misses),
        String(s.emptyLists),
        s.latencyMs.median.toFixed(1),
        s.latencyMs.p95.toFixed(1),
        s.latencyMs.max.toFixed(1),
      ]),
    ),
  );
  console.log(`load average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
