import {readFileSync} from 'node:fs';
import {axeViolations, openInColorMode} from './axe';
import {expect, test} from './fixtures';

/**
 * Every URL of both locales' sitemaps: opens without a page error, console error or failed request, and has
 * no axe violation in light or dark mode at desktop width. (Phone width: accessibility.spec.ts, one page of
 * each type; every page at phone width: `npm run audit:a11y`.)
 */
function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const paths = [...sitemapPaths('build-test/sitemap.xml'), ...sitemapPaths('build-test/en/sitemap.xml')];

test('both sitemaps list pages', () => {
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.some((path) => path.startsWith('/en/'))).toBe(true);
});

for (const path of paths) {
  test(`smoke ${path}`, async ({page, baseURL}) => {
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
    expect(await axeViolations(page), `axe, light mode: ${path}`).toEqual([]);
  });

  test(`axe dark ${path}`, async ({page}) => {
    await openInColorMode(page, path, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page), `axe, dark mode: ${path}`).toEqual([]);
  });
}
