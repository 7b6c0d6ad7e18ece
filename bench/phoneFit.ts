import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from '../common/chromium';
import {LOCALES, localePath, sitemapPaths, type Locale} from '../common/sitePaths';
import {phoneFitProblems} from '../tests/e2e/phoneFit';
import {phraseBreakProblems} from '../tests/e2e/phraseBreaks';
import {buildsUnderTest} from './lib/builds';
import {rejectUnknownOptions} from './lib/options';
import {startSiteServer} from './lib/server';
import {gitDescribe, writeResult} from './lib/system';
import {formatTable} from './lib/table';

/**
 * `npm run bench:phone-fit -- [--baseline=DIR] [--build=DIR]`: every URL of both locales' sitemaps of each build
 * in a phone's window (mobile emulation with touch) at 430, 390, 360 and 320 px, with the browser tests' check
 * (tests/e2e/phoneFit.ts), counted by fault: pages that scroll sideways, pages whose navbar brand or section label
 * is cut (shortened, off the screen, or the brand not shown), pages where one of them runs under the search box,
 * and Japanese pages with a heading or button split inside a phrase (tests/e2e/phraseBreaks.ts).
 * The browser tests hold the site at zero; this counts an older build's faults against it. Not a timing: one pass.
 */
const WIDTHS = [430, 390, 360, 320] as const;
const FAULTS = {
  sideways: (problem: string) => problem.startsWith('page is '),
  cut: (problem: string) => / is cut | runs off the screen|brand is not shown/.test(problem),
  covered: (problem: string) => problem.endsWith('overlaps the search box'),
  phrase: (problem: string) => problem.includes(' splits the phrase '),
} as const;
type Fault = keyof typeof FAULTS;
/** One build's pages in one locale at one width, with the paths that show each fault. */
interface FitCount {
  build: string;
  locale: Locale;
  width: number;
  pages: number;
  faults: Record<Fault, string[]>;
}

async function main(argv: readonly string[]): Promise<void> {
  rejectUnknownOptions(argv, ['baseline', 'build']);
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  const counts: FitCount[] = [];
  try {
    for (const build of buildsUnderTest(argv)) {
      const server = await startSiteServer({buildDir: build.dir});
      try {
        for (const locale of LOCALES) {
          const sitemap = await readFile(path.join(build.dir, localePath(locale, '/sitemap.xml')), 'utf8');
          const paths = sitemapPaths(sitemap);
          const rows = WIDTHS.map((width): FitCount => ({
            build: build.label,
            locale,
            width,
            pages: paths.length,
            faults: {sideways: [], cut: [], covered: [], phrase: []},
          }));
          counts.push(...rows);
          const context = await browser.newContext({
            viewport: {width: WIDTHS[0], height: 800},
            isMobile: true,
            hasTouch: true,
            locale,
          });
          // tsx names the check's inner functions with a helper of its own (`__name`) that the page lacks.
          await context.addInitScript('globalThis.__name = (target) => target;');
          const page = await context.newPage();
          for (const sitePath of paths) {
            await page.setViewportSize({width: WIDTHS[0], height: 800});
            await page.goto(`${server.origin}${sitePath}`);
            await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
            for (const row of rows) {
              await page.setViewportSize({width: row.width, height: 800});
              const problems = [...(await phoneFitProblems(page)), ...(await phraseBreakProblems(page))];
              for (const fault of Object.keys(FAULTS) as Fault[]) {
                if (problems.some(FAULTS[fault])) row.faults[fault].push(sitePath);
              }
            }
          }
          await context.close();
          console.log(`${build.label} ${locale}: ${paths.length} pages checked`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nPages with each fault, of every sitemap URL:\n${formatTable(
      ['build', 'locale', 'width', 'pages', 'sideways', 'cut', 'covered', 'phrase split'],
      counts.map((row) => [
        row.build,
        row.locale,
        `${row.width} px`,
        String(row.pages),
        ...(Object.keys(FAULTS) as Fault[]).map((fault) => String(row.faults[fault].length)),
      ]),
    )}`,
  );
  const file = await writeResult('phone-fit.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    counts,
  });
  console.log(`wrote ${file}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
