import {chromium, type Page} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from '../common/chromium';
import {LOCALES, localePath} from '../common/sitePaths';
import {RELEVANCE} from '../tests/e2e/searchRelevance';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, loadAverage, writeResult} from './lib/system';
import {formatTable} from './lib/table';
import {buildsUnderTest} from './lib/builds';
import {rejectUnknownOptions} from './lib/options';

/**
 * `npm run bench:relevance [-- --build=DIR] [--baseline=DIR]`: the first hit of every query of the relevance
 * table (`tests/e2e/searchRelevance.ts`) on each build's search page (`/search?q=…`, the whole site), so that a
 * change of engine or ranking can be compared query for query with the build before it. The search page is what
 * both the site's own search and the previous plugin render the same way: one `<article>` per hit, its title a
 * link in an `<h2>`. Writes bench/results/relevance.json.
 */
const FIRST_HIT = 'main article h2 a';
/** The index loads with the page; a busy machine may need a while. */
const RESULTS_TIMEOUT = 20_000;

/** The path of the first hit (without `?_highlight=…` or a section anchor), or null when there is none. */
async function firstHit(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  const link = page.locator(FIRST_HIT).first();
  try {
    await link.waitFor({timeout: RESULTS_TIMEOUT});
  } catch {
    return null;
  }
  // Some engines render while their index still loads: the list counts once it has stopped changing.
  let href = await link.getAttribute('href');
  for (let settled = false; !settled;) {
    await page.waitForTimeout(300);
    const again = await link.getAttribute('href');
    settled = again === href;
    href = again;
  }
  return href && new URL(href, url).pathname;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  rejectUnknownOptions(argv, ['build', 'baseline']);
  const builds = buildsUnderTest(argv);
  const loadBefore = loadAverage();
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  const found: Record<string, Record<string, string | null>> = {};
  try {
    for (const build of builds) {
      const server = await startSiteServer({buildDir: build.dir});
      const page = await browser.newPage();
      try {
        found[build.label] = {};
        for (const locale of LOCALES) {
          for (const {query} of RELEVANCE[locale]) {
            const url = `${server.origin}${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`;
            found[build.label]![`${locale} ${query}`] = await firstHit(page, url);
          }
        }
      } finally {
        await page.close();
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const rows = LOCALES.flatMap((locale) =>
    RELEVANCE[locale].map(({query, first}) => ({
      locale,
      query,
      expected: first,
      hits: Object.fromEntries(builds.map(({label}) => [label, found[label]![`${locale} ${query}`] ?? null])),
    })),
  );
  const mark = (hit: string | null | undefined, expected: string) =>
    hit === expected ? 'first' : `✗ ${hit ?? '(no hit)'}`;
  console.log(
    formatTable(
      ['locale', 'query', 'page meant', ...builds.map(({label}) => label)],
      rows.map((row) => [
        row.locale,
        row.query,
        row.expected,
        ...builds.map(({label}) => mark(row.hits[label], row.expected)),
      ]),
    ),
  );
  for (const {label} of builds) {
    const first = rows.filter((row) => row.hits[label] === row.expected).length;
    console.log(`${label}: ${first} of ${rows.length} queries list the page meant first`);
  }
  const loadAfter = loadAverage();
  console.log(`load average ${formatLoad(loadBefore)} → ${formatLoad(loadAfter)}`);
  const file = await writeResult('relevance.json', {
    commit: gitDescribe(),
    load: {before: loadBefore, after: loadAfter},
    builds,
    queries: rows,
  });
  console.log(`Written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
