import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

const pageTypes = [
  '/',
  '/products/holorealcapsule/',
  '/contact',
  '/docs/cardano/f13/arch/flow',
  '/newsplus/hydra-faq',
  '/newsplus/archive',
  '/search?q=hydra',
  '/no-such-page',
];

for (const locale of locales) {
  test.describe(`content security policy (${locale})`, () => {
    for (const path of pageTypes) {
      test(`${path} runs without a CSP violation, search and analytics included`, async ({page}) => {
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as {cspViolations: string[]}).cspViolations = seen;
          document.addEventListener('securitypolicyviolation', (event) =>
            seen.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        const response = await page.goto(localePath(locale, path));
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // Exercise what loads more code: the search worker and index, Mermaid, and the analytics tag.
        await page.locator('input.navbar__search-input').hover();
        await page.getByTestId('cookie-consent').getByRole('button').first().click();
        const diagram = page.locator('[data-mermaid-placeholder]').first();
        if ((await diagram.count()) > 0) {
          await diagram.scrollIntoViewIfNeeded();
        }
        await page.waitForTimeout(1500);
        expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
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
