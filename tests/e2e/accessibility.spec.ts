import {axeViolations, switchSystemToDark} from './axe';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

/**
 * axe at phone width on one page of every type, and at desktop width on the pages no sitemap lists (search
 * results, not found), in light mode and, after the system turns dark, in dark mode. Every sitemap URL at
 * desktop width: sitemap-smoke.spec.ts.
 */
const pageTypes = [
  '/',
  '/products/',
  '/products/holorealcapsule/',
  '/contact',
  '/privacy',
  '/docs/',
  '/docs/cardano/f13/arch/flow',
  '/docs/cardano/eval/benchmark-hydra-0223',
  '/docs/cardano/category/fund13',
  '/newsplus',
  '/newsplus/hydra-faq',
  '/newsplus/tags/cardano',
  '/newsplus/archive',
  '/newsplus/authors',
  '/search?q=hydra',
  '/no-such-page',
];
const notInSitemap = ['/search?q=hydra', '/no-such-page'];

const viewports = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 720},
};

for (const locale of locales) {
  test.describe(`accessibility (${locale})`, () => {
    for (const [viewport, paths] of [
      ['phone', pageTypes],
      ['desktop', notInSitemap],
    ] as const) {
      for (const path of paths) {
        test(`${path} at ${viewport} width has no axe violations in light or dark mode`, async ({page}) => {
          await page.setViewportSize(viewports[viewport]);
          await gotoHydrated(page, localePath(locale, path));
          // The cookie banner is part of a first visit: it is checked too.
          await expect(page.getByTestId('cookie-consent')).toBeVisible();
          expect(await axeViolations(page), 'light mode').toEqual([]);
          await switchSystemToDark(page);
          expect(await axeViolations(page), 'dark mode').toEqual([]);
        });
      }
    }
  });
}
