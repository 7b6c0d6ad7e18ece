import {readFileSync} from 'node:fs';
import {axeViolations, switchSystemToDark} from './axe';
import {expect, test} from './fixtures';

/**
 * Every URL of both locales' sitemaps opens without a page error, console error or failed request, and has no
 * axe violation in light mode and, after the system turns dark, in dark mode (with AXE_SWEEP=1: `npm run
 * audit:a11y` at desktop width, `npm run audit:a11y:phone` at phone width).
 */
function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The axe sweep takes about 10 minutes on two cores, so `npm test` leaves it to `npm run audit:a11y`. */
const AXE_SWEEP = process.env.AXE_SWEEP === '1';

const paths = [...sitemapPaths('build-test/sitemap.xml'), ...sitemapPaths('build-test/en/sitemap.xml')];

test('both sitemaps list pages', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.some((path) => path.startsWith('/en/'))).toBe(true);
});

for (const path of paths) {
  test(`smoke and axe ${path}`, async ({page, baseURL}) => {
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(origin)) {
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    const response = await page.goto(path, {waitUntil: 'load'});
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    expect(problems).toEqual([]);
    if (AXE_SWEEP) {
      expect(await axeViolations(page), `axe, light mode: ${path}`).toEqual([]);
      await switchSystemToDark(page);
      expect(await axeViolations(page), `axe, dark mode: ${path}`).toEqual([]);
    }
  });
}
