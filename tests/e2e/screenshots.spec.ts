import {PAGE_TYPES} from '../../common/pageTypes';
import {CONSENT_STORAGE_KEY} from '../../src/analytics/consent';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

/**
 * Every page type in both languages, at a phone's width and a desktop's, in light and dark mode, compared with the
 * reference images in tests/e2e/screenshots/ (what the visitor sees without scrolling). A difference fails the
 * test and writes the actual image and the difference under test-results/; MAINTAINING.md, section 14, says how to
 * accept an intended change (`npm run test:screenshots -- --update-snapshots`).
 */
const WIDTHS = [
  {name: 'phone', width: 390, height: 844},
  {name: 'desktop', width: 1280, height: 800},
] as const;
const MODES = ['light', 'dark'] as const;

test('a margin one pixel wider fails the comparison', async ({page}, testInfo) => {
  // Accepting images (--update-snapshots) would write the planted page as the reference.
  test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'not while accepting images');
  await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY);
  await page.setViewportSize({width: WIDTHS[1].width, height: WIDTHS[1].height});
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
  await gotoHydrated(page, localePath('ja', '/'));
  await page.addStyleTag({content: 'main { margin-top: 1px; }'});
  await expect(
    expect(page).toHaveScreenshot('home-ja-desktop-light.png', {animations: 'disabled', caret: 'hide', timeout: 3_000}),
  ).rejects.toThrow(/pixels.*different|different.*pixels/i);
});

for (const type of PAGE_TYPES) {
  for (const locale of locales) {
    test(`screenshots: ${type.label} (${locale})`, async ({page}) => {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY);
      for (const size of WIDTHS) {
        await page.setViewportSize({width: size.width, height: size.height});
        for (const mode of MODES) {
          await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
          await gotoHydrated(page, localePath(locale, type.sample));
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          if (type.id === 'search') {
            await expect(page.locator('main h2').first()).toBeVisible({timeout: 15_000});
          }
          await page.evaluate(() => document.fonts.ready);
          await expect
            .soft(page, `${type.sample} ${size.name} ${mode}`)
            .toHaveScreenshot(`${type.id}-${locale}-${size.name}-${mode}.png`, {animations: 'disabled', caret: 'hide'});
        }
      }
    });
  }
}
