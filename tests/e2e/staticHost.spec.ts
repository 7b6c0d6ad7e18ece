import type {APIRequestContext, Page} from '@playwright/test';
import {PAGE_TYPES} from '../../common/pageTypes';
import {baseURL} from '../../playwright.config';
import {sendInquiry} from './contactForm';
import {texts} from './contactTexts';
import {expect, localePath, locales, test, type Locale} from './fixtures';
import {startPagesDev, type PagesDev} from './pagesDev';

/**
 * The build on a static host: build-test/ and build-test-supabase/ served by `wrangler pages dev`, Cloudflare's
 * own runtime, which reads the `_headers` and `_redirects` the build writes. Checked against our server (the
 * suite's baseURL) for the same paths: the security headers and the CSP must be the very same, the cache rules
 * the same, and the moved addresses must answer 301. Where the host differs from our server by its own rules,
 * the test says so and README ("Deploying") states it.
 */
/** A sample of every page type (common/pageTypes.ts); unknown paths are checked on their own below. */
const SAMPLES = PAGE_TYPES.filter(({id}) => id !== 'not-found').map(({sample}) => sample);
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
];
const STATIC_PORT = Number(new URL(baseURL).port) + 2;

test.describe.configure({mode: 'serial'});

/** Collects the page's CSP violations, as `directive blocked-uri`. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

async function answer(request: APIRequestContext, url: string) {
  const response = await request.get(url, {maxRedirects: 0});
  return {status: response.status(), headers: response.headers(), body: await response.text()};
}

test.describe('the build on Cloudflare Pages (wrangler pages dev)', () => {
  let host: PagesDev;
  test.beforeAll(async () => {
    host = await startPagesDev('build-test', STATIC_PORT);
  });
  test.afterAll(async () => host?.stop());

  for (const locale of locales) {
    test(`every page type has our server's security headers and a CSP its scripts keep (${locale})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(SAMPLES.length * 15_000);
      const violations = await watchViolations(page);
      for (const path of SAMPLES) {
        await test.step(path, async () => {
          // The host sends `/x` on to `/x/` first (see below): the headers are the page's own.
          const response = await page.goto(`${host.url}${localePath(locale, path)}`);
          const served = await answer(request, `${baseURL}${localePath(locale, path)}`);
          for (const name of SECURITY_HEADERS) {
            expect.soft(response?.headers()[name], `${path} ${name}`).toBe(served.headers[name]);
          }
          expect.soft(response?.headers()['cache-control'], path).toBe('no-cache');
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
          // The search worker and its index load more code under the policy.
          await page.locator('input.navbar__search-input').hover();
          await page.waitForLoadState('networkidle');
          expect.soft(await violations(), `${path}: CSP violations`).toEqual([]);
        });
      }
    });

    test(`hashed assets are immutable, unknown paths get the not-found page with 404 (${locale})`, async ({
      request,
    }) => {
      const home = await answer(request, `${host.url}${localePath(locale, '/')}`);
      // Named in the start script's list (config/ssrTemplate.ts), which inserts them after the first paint.
      const script = /"([^" >]*\/assets\/js\/[^" >]+\.js)"/.exec(home.body)?.[1];
      expect(script, 'a hashed script on the home page').toBeDefined();
      expect(script!.startsWith(localePath(locale, '/assets/'))).toBe(true);
      const asset = await answer(request, `${host.url}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-security-policy']).toBeDefined();

      const missing = await answer(request, `${host.url}${localePath(locale, '/no-such-page')}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain(locale === 'ja' ? 'ページが見つかりません' : 'Page Not Found');
      expect(missing.headers['x-frame-options']).toBe('DENY');
    });

    test(`moved addresses answer 301; the host's own rules for .html and trailing slashes (${locale})`, async ({
      request,
    }) => {
      const p = (path: string) => localePath(locale, path);
      const redirects: [string, number, string][] = [
        // The build's _redirects: the moved address in every form, the query kept.
        [p('/docs/cardano/eval/enviroment-hydra?from=old'), 301, p('/docs/cardano/eval/environment-hydra?from=old')],
        [p('/docs/cardano/eval/enviroment-hydra/'), 301, p('/docs/cardano/eval/environment-hydra')],
        [p('/docs/cardano/eval/enviroment-hydra.html'), 301, p('/docs/cardano/eval/environment-hydra')],
        // The build's _redirects: a page's .html form (our server answers it with the page itself).
        [p('/contact.html'), 301, p('/contact/')],
        // The host's own: a page with a folder lives at `/x/` (our server answers `/x` too), and
        // `/x/index.html` is sent there.
        [p('/contact'), 308, p('/contact/')],
        [p('/products/index.html'), 308, p('/products/')],
      ];
      for (const [from, status, to] of redirects) {
        const moved = await answer(request, `${host.url}${from}`);
        expect.soft(`${moved.status} ${moved.headers.location}`, from).toBe(`${status} ${to}`);
      }
      const page = await answer(request, `${host.url}${p('/docs/cardano/eval/environment-hydra/')}`);
      expect(page.status).toBe(200);
    });
  }
});

test.describe('the Supabase build on Cloudflare Pages', () => {
  let host: PagesDev;
  test.beforeAll(async () => {
    host = await startPagesDev('build-test-supabase', STATIC_PORT + 1);
  });
  test.afterAll(async () => host?.stop());

  test('the contact form posts to the Supabase project the build names, within the CSP', async ({page}) => {
    const locale: Locale = 'ja';
    const violations = await watchViolations(page);
    await page.addInitScript(() => window.localStorage.setItem('holoreal.cookie-consent', 'declined'));
    const inserts: unknown[] = [];
    await page.route('https://e2e-holoreal.supabase.co/rest/v1/inquiries*', async (route) => {
      inserts.push(route.request().postDataJSON());
      await route.fulfill({status: 201, headers: {'access-control-allow-origin': '*'}, body: ''});
    });
    const response = await page.goto(`${host.url}/contact/`);
    expect(response?.headers()['content-security-policy']).toContain(
      "connect-src 'self' https://e2e-holoreal.supabase.co",
    );
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await sendInquiry(page, locale);
    await expect(page.getByRole('heading', {name: texts[locale].success})).toBeVisible();
    expect(inserts).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });
});
