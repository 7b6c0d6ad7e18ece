import {PAGE_TYPES} from '../../common/pageTypes';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

for (const locale of locales) {
  test(`every page type runs without a CSP violation, search and analytics included (${locale})`, async ({page}) => {
    test.setTimeout(PAGE_TYPES.length * 15_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const {label, sample: path} of PAGE_TYPES) {
      await test.step(`${label}: ${path}`, async () => {
        const response = await page.goto(localePath(locale, path));
        expect.soft(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // Exercise what loads more code: the search worker and index, and the analytics tag (accepted on
        // the first page, so every later page loads it as it opens).
        await page.locator('input.navbar__search-input').hover();
        const banner = page.getByTestId('cookie-consent');
        if (await banner.isVisible()) {
          await banner.getByRole('button').first().click();
        }
        await page.waitForLoadState('networkidle');
        expect
          .soft(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations), path)
          .toEqual([]);
      });
    }
  });
}

test('navigating between pages keeps the policy quiet', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      throw new Error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/');
  await page.locator('.navbar__items--right').getByRole('link', {name: 'お問い合わせ', exact: true}).click();
  await expect(page).toHaveURL('/contact');
  await page.locator('.navbar__brand').click();
  expect(errors).toEqual([]);
});
