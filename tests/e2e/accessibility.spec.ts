import AxeBuilder from '@axe-core/playwright';
import {expect, localePath, locales, test} from './fixtures';

/** One page of every type the site has. */
const pageTypes = [
  '/',
  '/products/',
  '/products/holorealcapsule/',
  '/contact',
  '/privacy',
  '/docs/',
  '/docs/cardano/f13/arch/flow',
  '/docs/cardano/category/fund13',
  '/newsplus',
  '/newsplus/hydra-faq',
  '/newsplus/tags/cardano',
  '/newsplus/archive',
  '/newsplus/authors',
  '/search?q=hydra',
  '/no-such-page',
];

for (const locale of locales) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`accessibility (${locale}, ${theme})`, () => {
      for (const path of pageTypes) {
        test(`${path} has no axe violations`, async ({page}) => {
          await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
          await page.goto(localePath(locale, path));
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          // The cookie banner is part of a first visit: it is checked too.
          await expect(page.getByTestId('cookie-consent')).toBeVisible();
          const results = await new AxeBuilder({page})
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          const summary = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(' | ')}`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
