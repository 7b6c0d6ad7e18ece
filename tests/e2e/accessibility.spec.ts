import {PAGE_TYPES} from '../../common/pageTypes';
import {axeViolations, DARK_OPTIONS, expectNoAxeViolationsInBothModes, switchSystemToDark} from './axe';
import {expect, gotoHydrated, inTabGroups, localePath, locales, test} from './fixtures';

/**
 * axe at phone width on the sample of every page type, and at desktop width on the samples no sitemap lists
 * (search results, not found), in light mode and, after the system turns dark, in dark mode. Every sitemap URL at
 * desktop width: sitemapSmoke.spec.ts.
 */
const samples = PAGE_TYPES.map((type) => type.sample);
const notInSitemap = PAGE_TYPES.filter((type) => type.unlisted).map((type) => type.sample);

const viewports = {
  phone: {width: 390, height: 844},
  desktop: {width: 1280, height: 720},
};

const groups = [...inTabGroups(samples).map((paths) => ['phone', paths] as const), ['desktop', notInSitemap] as const];

for (const locale of locales) {
  test.describe(`accessibility (${locale})`, () => {
    for (const [viewport, paths] of groups) {
      test(`at ${viewport} width, no axe violations in light or dark mode: ${paths.join(' ')}`, async ({page}) => {
        test.setTimeout(paths.length * 20_000);
        await page.setViewportSize(viewports[viewport]);
        for (const path of paths) {
          await test.step(path, async () => {
            await page.emulateMedia({colorScheme: 'light'});
            await gotoHydrated(page, localePath(locale, path));
            // The cookie banner is part of a first visit: it is checked too.
            await expect.soft(page.getByTestId('cookie-consent')).toBeVisible();
            await expectNoAxeViolationsInBothModes(page, path);
          });
        }
      });
    }
  });
}

test('the dark-mode pass reports what only dark mode gets wrong: low contrast and a swapped image without text', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/');
  await switchSystemToDark(page);
  await page.evaluate(() => {
    const text = document.createElement('p');
    text.textContent = 'Planted: dark grey text on the dark background';
    text.style.color = '#333';
    const image = document.createElement('img');
    image.src = '/img/logo.svg';
    document.querySelector('main')!.prepend(text, image);
  });
  const violations = await axeViolations(page, DARK_OPTIONS);
  expect(violations.map((line) => line.split(' ')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(violations.join('\n')).toContain('Planted: dark grey text');
});
