import {PAGE_TYPES, pageTypeOf, untypedPaths} from '../../common/pageTypes';
import {expectNoAxeViolationsInBothModes} from './axe';
import {expect, inTabGroups, localePath, locales, PAGES_PER_TAB, test} from './fixtures';
import {isDocsPage, isDocsSetRoot, sitemap as paths} from './sitemap';
import {jsonLdProblems} from './jsonLd';
import {searchSnippetProblems} from './searchSnippet';

/**
 * Every URL of both locales' sitemaps: it opens without a page error, console error or failed request, has one
 * H1 (and breadcrumbs on a docs page below a set's root), every JSON-LD script parses and names schema.org and a
 * type, a search result would have its description and no link reads only "Read more", and has no axe violation in light mode nor, after the system turns dark, in dark mode. `npm test` runs it
 * at desktop width; `npm run audit:a11y:phone` at 390 px.
 */
test('both sitemaps list pages', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.some((path) => path.startsWith('/en/'))).toBe(true);
});

// Here rather than in the unit tests, which run beside the build that writes the sitemaps.
test('every sitemap URL has a page type, and every listed sample is in the sitemap', () => {
  expect(untypedPaths(paths), 'pages of no type: add their type to common/pageTypes.ts').toEqual([]);
  const roots = paths.filter((path) => pageTypeOf(path)?.id === 'docs-set-root');
  expect(roots, "docs set roots: config/docsSets.ts's").toEqual(paths.filter(isDocsSetRoot));
  for (const {id, sample} of PAGE_TYPES.filter((type) => !type.unlisted)) {
    for (const locale of locales) {
      expect.soft(paths, `${id}'s sample`).toContain(localePath(locale, sample));
    }
  }
});

test('the search snippet check names a missing description and a link that only says "Read more"', async ({page}) => {
  await page.goto('/en/newsplus/');
  expect(await searchSnippetProblems(page)).toEqual([]);
  await page.evaluate(() => {
    document.querySelector('meta[name="description"]')?.remove();
    const link = document.createElement('a');
    link.href = '/en/newsplus/hydra-faq';
    link.textContent = 'Read more';
    document.querySelector('main')?.append(link);
  });
  expect(await searchSnippetProblems(page)).toEqual([
    'no meta description',
    'link "read more" → /en/newsplus/hydra-faq',
  ]);
});

for (const [index, group] of inTabGroups(paths).entries()) {
  const first = index * PAGES_PER_TAB + 1;
  test(`sitemap pages ${first}–${first + group.length - 1}: ${group[0]} …`, async ({page, baseURL}) => {
    test.setTimeout(group.length * 30_000);
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
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect.soft(jsonLdProblems(jsonLd), `JSON-LD: ${path}`).toEqual([]);
        expect.soft(await searchSnippetProblems(page), `search snippet: ${path}`).toEqual([]);
        await expectNoAxeViolationsInBothModes(page, path);
        expect.soft(problems, `errors on ${path}`).toEqual([]);
      });
    }
  });
}
