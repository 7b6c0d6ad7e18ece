import {chromium, type Browser} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from '../common/chromium';
import {LOCALES, localePath, type Locale} from '../common/sitePaths';
import {pageTypes, verifyPages, type PageType} from './lib/pages';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, japaneseFonts, loadAverage, writeResult} from './lib/system';
import {kb} from './lib/table';
import {FIRST_WORD, KEYSTROKE_PAGES, keystrokeQueries} from './phone/keystrokes';
import {measurePage, type Measurement} from './phone/measure';
import {
  firstUseComparison,
  firstUseTable,
  keystrokeComparison,
  keystrokeTable,
  LIMITS,
  LIMITS_LEGEND,
  summarizeKeystrokes,
  summarizePage,
  type KeystrokeRun,
  type PageRuns,
} from './phone/report';
import {FIRST_QUERY} from './phone/searchFirstUse';
import {THROTTLING_METHOD} from './phone/throttle';
import {buildsUnderTest, type BuildUnderTest} from './lib/builds';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {selectById} from './lib/select';

/**
 * `npm run bench:phone`: the site on a slow phone (Lighthouse's mobile throttling, applied through CDP), starting
 * with the first use of the search box: time and bytes from the tap to the first suggestion list, on every page
 * type in both locales, then keystroke → list on two pages. Takes one build (`--build=DIR`, default build/) and
 * optionally a second one to compare with (`--baseline=DIR`); never builds.
 *
 * Options: `--runs=N` (default 3), `--pages=home,docs,…` (default all).
 */
const DEFAULT_RUNS = 3;
const FROM_PORT = 4380;

interface Options {
  builds: BuildUnderTest[];
  runs: number;
  pageIds: string[] | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  rejectUnknownOptions(argv, ['build', 'baseline', 'runs', 'pages']);
  const builds = buildsUnderTest(argv);
  const runs = runsOption(argv, DEFAULT_RUNS);
  return {builds, runs, pageIds: option(argv, 'pages')?.split(',')};
}

/** A run that fails is tried once more (a busy machine times out now and then); a second failure stops the bench. */
async function measureWithRetry(
  browser: Browser,
  origin: string,
  page: PageType,
  locale: Locale,
  withKeystrokes: boolean,
): Promise<Measurement> {
  try {
    return await measurePage(browser, origin, page, locale, withKeystrokes);
  } catch (error) {
    console.warn(`  ${locale} ${page.id} failed, trying once more: ${(error as Error).message}`);
    return measurePage(browser, origin, page, locale, withKeystrokes);
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const after = options.builds.find((build) => build.label === 'after')!;
  // One page list for every build (the longest docs page is taken from the build under test), checked in each.
  const pages = selectById(await pageTypes(after.dir), options.pageIds);
  for (const build of options.builds) {
    await verifyPages(build.dir, pages);
  }
  const fonts = japaneseFonts();
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);
  console.log(`builds: ${options.builds.map((b) => `${b.label} = ${b.dir}`).join(', ')}`);
  console.log(`pages: ${pages.map((page) => `${page.id} ${page.path}`).join(', ')}`);

  const pageRuns: PageRuns[] = options.builds.flatMap((build) =>
    LOCALES.flatMap((locale) =>
      pages.map((page) => ({build: build.label, locale, page: page.id, path: localePath(locale, page.path), runs: []})),
    ),
  );
  const keystrokeRuns: KeystrokeRun[] = [];
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  try {
    for (let round = 1; round <= options.runs; round += 1) {
      // The builds take turns going first, so a change in machine load does not always land on the same one.
      const order = round % 2 === 1 ? options.builds : [...options.builds].reverse();
      for (const build of order) {
        const server = await startSiteServer({buildDir: build.dir, fromPort: FROM_PORT});
        try {
          for (const locale of LOCALES) {
            for (const page of pages) {
              // Keystrokes once, in the last round, on the pages whose box they time.
              const withKeystrokes = round === options.runs && KEYSTROKE_PAGES.includes(page.id);
              const result = await measureWithRetry(browser, server.origin, page, locale, withKeystrokes);
              const load = loadAverage();
              const entry = pageRuns.find((r) => r.build === build.label && r.locale === locale && r.page === page.id)!;
              entry.runs.push({...result.firstUse, round, load: load.one});
              console.log(
                `round ${round} ${build.label.padEnd(6)} ${locale} ${page.id.padEnd(12)}` +
                  ` ${String(Math.round(result.firstUse.ms)).padStart(5)} ms ${kb(result.firstUse.bytes).padStart(6)} KB` +
                  ` ${String(result.firstUse.requests.length).padStart(2)} req` +
                  `  ${result.firstUse.options ? `${result.firstUse.options} options` : `"${result.firstUse.text}"`}` +
                  `  load ${formatLoad(load)}`,
              );
              if (result.keystrokes) {
                keystrokeRuns.push({build: build.label, locale, page: page.id, path: entry.path, ...result.keystrokes});
                const latencies = result.keystrokes.queries.map((q) => Math.round(q.latencyMs));
                console.log(`  keystrokes (ms): ${latencies.join(' ')}`);
              }
            }
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await browser.close();
  }

  const end = loadAverage();
  const firstUse = pageRuns.map((runs) => ({...summarizePage(runs), runs: runs.runs}));
  const keystrokes = options.builds.flatMap((build) =>
    LOCALES.map((locale) => summarizeKeystrokes(build.label, locale, keystrokeRuns)),
  );
  const file = await writeResult('phone.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    method:
      `${THROTTLING_METHOD} First use of the search box, per page and locale, median of ${options.runs} runs: ` +
      `the page is loaded (throttled) until html[data-has-hydrated="true"] and network idle; then the navbar box ` +
      `(.navbar__search input.navbar__search-input, in the navbar at 390 px too) is tapped and the locale's query ` +
      `typed (ja "${FIRST_QUERY.ja}", en "${FIRST_QUERY.en}"). Time = the box's focus (capture-phase listener) → ` +
      `the frame after the first visible [role=option] in the box's [role=listbox], or a visible "no results" ` +
      `state (MutationObserver, then requestAnimationFrame + a task), performance.now() in the page. Bytes = ` +
      `CDP's Network.loadingFinished encodedDataLength (compressed, headers included), read through Playwright's ` +
      `request events (request.sizes(), headers + body: Playwright turns Network on in a worker before it runs), ` +
      `of every request the page or its ` +
      `workers started from just before the tap until the list was visible. Keystroke → list, once per build on ` +
      `the ${KEYSTROKE_PAGES.join(' and ')} pages per locale after the first list, still throttled: ` +
      `${keystrokeQueries('en').length} (en) and ${keystrokeQueries('ja').length} (ja) fixed keystrokes per page: ` +
      `first a word typed letter by letter (en "${FIRST_WORD.en}", ja "${FIRST_WORD.ja}"), each letter timed; then 10 words and 5 ` +
      `misses, each filled in but its last character, its list awaited, then the last character typed; latency = that input event → the frame ` +
      `after the list changes (MutationObserver on the largest element around [role=listbox] not holding the ` +
      `input: child lists, text, attributes; then requestAnimationFrame + a task), or the frame after the input ` +
      `event when nothing changed for 10 s (counted as unchanged). Rounds go over every page once per build; the builds take turns going first; ` +
      `each build is served by server/cli/serve.ts on its own, one at a time.`,
    loadAverage: {start, end},
    japaneseFonts: fonts,
    limits: LIMITS,
    builds: options.builds,
    queries: {
      firstUse: FIRST_QUERY,
      keystrokes: Object.fromEntries(LOCALES.map((locale) => [locale, keystrokeQueries(locale)])),
    },
    pages,
    firstUse,
    keystrokes: {summary: keystrokes, runs: keystrokeRuns},
  });

  for (const build of options.builds) {
    console.log(`\nFirst use of the search box, ${build.label} (${build.dir}), median of ${options.runs}:`);
    console.log(firstUseTable(firstUse.filter((s) => s.build === build.label)));
    const typed = keystrokes.filter((s) => s.build === build.label && s.queries > 0);
    if (typed.length) {
      console.log(`\nKeystroke → list, ${build.label}:`);
      console.log(keystrokeTable(typed));
    }
  }
  if (options.builds.length > 1) {
    console.log('\nFirst use, before and after (medians):');
    console.log(firstUseComparison(firstUse));
    if (keystrokes.some((s) => s.queries > 0)) {
      console.log('\nKeystroke → list (ms), before and after:');
      console.log(keystrokeComparison(keystrokes));
    }
    console.log(LIMITS_LEGEND);
  }
  console.log(`\nload average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
