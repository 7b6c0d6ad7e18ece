import {chromium} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from '../common/chromium';
import {measureInteraction, measureLoad, type LoadTasks} from './interactions/measure';
import {INTERACTIONS} from './interactions/scenarios';
import {buildsUnderTest, type ComparedBuild, type ComparedLabel} from './lib/builds';
import {option, rejectUnknownOptions, runsOption} from './lib/options';
import {selectById} from './lib/select';
import {LOCALES, localePath, type Locale} from '../common/sitePaths';
import {pageTypes} from './lib/pages';
import {startSiteServer} from './lib/server';
import {median} from './lib/stats';
import {formatLoad, gitDescribe, japaneseFonts, loadAverage, writeResult} from './lib/system';
import {formatTable} from './lib/table';
import {STOCK_PATHS, stockBuildIfAsked} from './stock/site';
import {stockPages} from './lighthouse/compare';
import {CPU_SLOWDOWN, PHONE} from './phone/throttle';

/**
 * `npm run bench:interactions`: the main thread on a slow phone's CPU (4× slowdown, network not throttled: the
 * work measured is the page's own). For every page type of both locales, the longest task and the blocking time
 * of a first visit; for each common interaction, its duration as INP counts it. Takes one build (`--build=DIR`,
 * default build/) and optionally a second to compare with (`--baseline=DIR`); never builds them. `--stock` adds a stock
 * Docusaurus site's first visits (bench/stock/site.ts, built on first use). `--runs=N` (default 3);
 * `--measure=loads` or `--measure=interactions` for one half only; `--pages=docs,search` for some of the page types
 * (lib/pages.ts) and `--interactions=color,phone-menu` for some of the interactions (their ids in
 * interactions/scenarios.ts). `--measure=documents` (not in the default) adds the same first visits with every script
 * taken out of the page: the long tasks that parsing, styling and laying out the HTML cost before any code runs.
 */
const FROM_PORT = 4360;
/**
 * The limits of a fast site on a slow phone: no interaction slower than 100 ms; no task a visitor could feel, under
 * 200 ms, unless the page's HTML and CSS alone already take longer (its `scripts: false` load, the floor): then
 * within 50 ms of that floor.
 */
const LIMITS = {longestTaskMs: 200, aboveFloorMs: 50, interactionMs: 100} as const;
/** The first visits each `--measure` value loads: the page as it is, or its HTML and CSS alone. */
const LOAD_KINDS = [
  {measure: 'loads', scripts: true, title: 'Longest task / blocking time on a first visit, ms (median):'},
  {measure: 'documents', scripts: false, title: 'The same with every script taken out of the page, ms (median):'},
] as const;

/** The builds of `--baseline` and `--build`, and the stock site with `--stock`. */
async function builds(argv: readonly string[]): Promise<ComparedBuild[]> {
  return [...buildsUnderTest(argv), ...(await stockBuildIfAsked(argv))];
}

interface LoadRow {
  build: ComparedLabel;
  /** false: the page's HTML and CSS alone (`--measure=documents`). */
  scripts: boolean;
  locale: Locale;
  page: string;
  path: string;
  runs: LoadTasks[];
}

interface InteractionRow {
  build: ComparedLabel;
  locale: Locale;
  interaction: string;
  step: number;
  label: string;
  /** ms per run; null = under 16 ms (not reported by Event Timing). */
  runs: (number | null)[];
}

const ms = (value: number | null): string => (value === null ? '<16' : String(Math.round(value)));
const medianOf = (values: readonly (number | null)[]): number | null => {
  const reported = values.map((value) => value ?? 0);
  const middle = median(reported);
  return middle === 0 && values.every((value) => value === null) ? null : middle;
};

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  rejectUnknownOptions(argv, ['build', 'baseline', 'runs', 'measure', 'pages', 'interactions'], ['--stock']);
  const list = await builds(argv);
  const runs = runsOption(argv, 3);
  const measure = (option(argv, 'measure') ?? 'loads,interactions').split(',');
  const chosen = selectById(INTERACTIONS, option(argv, 'interactions')?.split(','), 'interaction');
  const pages = selectById(
    await pageTypes(list.find((build) => build.label === 'after')!.dir),
    option(argv, 'pages')?.split(','),
  );
  japaneseFonts();
  const start = loadAverage();
  console.log(`load average at start: ${formatLoad(start)}`);

  // The stock site has English pages only, and fewer kinds: each of its pages is loaded once per round.
  const loadRows = (scripts: boolean): LoadRow[] =>
    list.flatMap((build) =>
      build.label === 'stock'
        ? stockPages(
            pages.map((page) => page.id),
            STOCK_PATHS,
          ).map(({path}) => ({
            build: build.label,
            scripts,
            locale: 'en' as const,
            page: path,
            path,
            runs: [],
          }))
        : LOCALES.flatMap((locale) =>
            pages.map((page) => ({
              build: build.label,
              scripts,
              locale,
              page: page.id,
              path: localePath(locale, page.path),
              runs: [],
            })),
          ),
    );
  const loadKinds = LOAD_KINDS.filter((kind) => measure.includes(kind.measure));
  const loads = loadKinds.flatMap((kind) => loadRows(kind.scripts));
  const interactions: InteractionRow[] = list
    .filter((build) => build.label !== 'stock')
    .flatMap((build) =>
      LOCALES.flatMap((locale) =>
        chosen.flatMap((interaction) =>
          interaction.steps.map((_, step) => ({
            build: build.label,
            locale,
            interaction: interaction.id,
            step,
            label: interaction.steps.length > 1 ? `${interaction.label} (${step + 1})` : interaction.label,
            runs: [],
          })),
        ),
      ),
    );

  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  try {
    for (let round = 1; round <= runs; round += 1) {
      // The builds take turns going first, so a change in machine load does not always land on the same one.
      for (const build of round % 2 === 1 ? list : [...list].reverse()) {
        const server = await startSiteServer({buildDir: build.dir, fromPort: FROM_PORT});
        try {
          for (const row of loads.filter((entry) => entry.build === build.label)) {
            const result = await measureLoad(browser, server.origin, row.path, row.locale, row.scripts);
            row.runs.push(result);
            console.log(
              `round ${round} ${build.label.padEnd(6)} ${row.locale} ${row.page.padEnd(12)} ` +
                `${row.scripts ? '' : 'no scripts '}longest ` +
                `${Math.round(result.longestMs)} ms, blocking ${Math.round(result.blockingMs)} ms`,
            );
          }
          for (const locale of build.label === 'stock' || !measure.includes('interactions') ? [] : LOCALES) {
            for (const interaction of chosen) {
              const durations = await measureInteraction(browser, server.origin, interaction, locale);
              durations.forEach((duration, step) => {
                interactions
                  .find(
                    (row) =>
                      row.build === build.label &&
                      row.locale === locale &&
                      row.interaction === interaction.id &&
                      row.step === step,
                  )!
                  .runs.push(duration);
              });
              console.log(
                `round ${round} ${build.label.padEnd(6)} ${locale} ${interaction.id}: ${durations.map(ms).join(', ')} ms`,
              );
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

  const loadSummary = loads.map((row) => ({
    build: row.build,
    scripts: row.scripts,
    locale: row.locale,
    page: row.page,
    path: row.path,
    longestMs: median(row.runs.map((run) => run.longestMs)),
    blockingMs: median(row.runs.map((run) => run.blockingMs)),
    runs: row.runs,
  }));
  const interactionSummary = interactions.map((row) => ({...row, medianMs: medianOf(row.runs)}));
  const file = await writeResult('interactions.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    method:
      `Chromium (headless), main thread slowed ${CPU_SLOWDOWN}× (Emulation.setCPUThrottlingRate), network not ` +
      `throttled; a fresh context (empty cache) per measurement; median of ${runs} runs, the builds taking turns ` +
      `going first. Long tasks: PerformanceObserver 'longtask' from the page's first script, over a first visit at ` +
      `${PHONE.viewport.width}×${PHONE.viewport.height} (phone) until hydrated, network idle and 3 s more; ` +
      `blocking = the sum of each long task's time beyond 50 ms. Loads with scripts: false (--measure=documents): the ` +
      `same first visit of the page's HTML with every script element and script preload taken out, until network ` +
      `idle and 3 s more. Interactions: on the settled page, the longest ` +
      `Event Timing duration (input delay + processing + next frame presented, 8 ms steps) of the interactions a ` +
      `step started, as INP counts them; "<16" = none reported (under the 16 ms threshold). The phone menu at the ` +
      `phone's screen, the others at 1280×800.`,
    loadAverage: {start, end},
    limits: LIMITS,
    builds: list,
    loads: loadSummary,
    interactions: interactionSummary,
  });

  const labels = list.map((build) => build.label).filter((label) => label !== 'stock');
  const cell = (row: {longestMs: number; blockingMs: number}) =>
    `${Math.round(row.longestMs)} / ${Math.round(row.blockingMs)}`;
  const hasStock = list.some((build) => build.label === 'stock');
  for (const kind of loadKinds) {
    const summaryOf = (build: ComparedLabel, where: (row: (typeof loadSummary)[number]) => boolean) =>
      loadSummary.find((row) => row.scripts === kind.scripts && row.build === build && where(row))!;
    console.log(`\n${kind.title}`);
    console.log(
      formatTable(
        [
          'page',
          ...LOCALES.flatMap((locale) => labels.map((label) => `${locale} ${label}`)),
          ...(hasStock ? ['stock', 'stock page'] : []),
        ],
        pages.map((page) => [
          page.id,
          ...LOCALES.flatMap((locale) =>
            labels.map((label) => cell(summaryOf(label, (row) => row.page === page.id && row.locale === locale))),
          ),
          ...(hasStock
            ? [cell(summaryOf('stock', (row) => row.path === STOCK_PATHS[page.id])), STOCK_PATHS[page.id]!]
            : []),
        ]),
      ),
    );
  }
  if (measure.includes('interactions')) {
    console.log('\nInteractions, ms (median):');
    const steps = interactionSummary.filter((row) => row.build === 'after' && row.locale === 'ja');
    console.log(
      formatTable(
        ['interaction', ...LOCALES.flatMap((locale) => labels.map((label) => `${locale} ${label}`))],
        steps.map((step) => [
          step.label,
          ...LOCALES.flatMap((locale) =>
            labels.map((label) =>
              ms(
                interactionSummary.find(
                  (row) =>
                    row.interaction === step.interaction &&
                    row.step === step.step &&
                    row.locale === locale &&
                    row.build === label,
                )!.medianMs,
              ),
            ),
          ),
        ]),
      ),
    );
  }
  console.log(
    `limits: longest task < ${LIMITS.longestTaskMs} ms or ≤ the page's without scripts + ${LIMITS.aboveFloorMs} ms, ` +
      `interaction < ${LIMITS.interactionMs} ms`,
  );
  console.log(`load average at start ${formatLoad(start)}, end ${formatLoad(end)}`);
  console.log(`wrote ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
