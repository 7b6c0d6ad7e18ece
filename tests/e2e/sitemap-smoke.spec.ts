import {expectNoAxeViolationsInBothModes} from './axe';
import {expect, test} from './fixtures';
import {isDocsPage, isDocsSetRoot, sitemap as paths} from './sitemap';

/**
 * Every URL of both locales' sitemaps: it opens without a page error, console error or failed request, has one
 * H1 (and breadcrumbs on a docs page below a set's root), and has no axe violation in light mode nor, after the
 * system turns dark, in dark mode. `npm test` runs it at desktop width; `npm run audit:a11y:phone` at 390 px.
 */
/*
 * Pages are checked a group at a time in one browser tab: its cache keeps the site's scripts and styles between
 * pages, as a visitor's does: a page loads and hydrates in about 0.45 s in a warm tab here, 1.2 s in a fresh one.
 * A failure still names its page: each page is a step, and its assertions are soft so the rest of the group is
 * checked too.
 */
const GROUP_SIZE = 8;

test('both sitemaps list pages', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.some((path) => path.startsWith('/en/'))).toBe(true);
});

for (let start = 0; start < paths.length; start += GROUP_SIZE) {
  const group = paths.slice(start, start + GROUP_SIZE);
  test(`sitemap pages ${start + 1}–${start + group.length}: ${group[0]} …`, async ({page, baseURL}) => {
    test.setTimeout(GROUP_SIZE * 30_000);
    const origin = new URL(baseURL!).origin;
    let problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('requestfailed', (request) => {
      // Leaving a page cancels the route chunks it was prefetching (ERR_ABORTED): no fault of the next page.
      if (request.url().startsWith(origin) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
      }
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    for (const path of group) {
      await test.step(path, async () => {
        problems = [];
        await page.emulateMedia({colorScheme: 'light'});
        const response = await page.goto(path, {waitUntil: 'load'});
        expect.soft(response?.status(), path).toBe(200);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await expect.soft(page.getByRole('heading', {level: 1}), `one H1: ${path}`).toHaveCount(1);
        if (isDocsPage(path) && !isDocsSetRoot(path)) {
          await expect.soft(page.locator('nav.theme-doc-breadcrumbs'), `breadcrumbs: ${path}`).toBeVisible();
        }
        await expectNoAxeViolationsInBothModes(page, path);
        expect.soft(problems, `errors on ${path}`).toEqual([]);
      });
    }
  });
}
