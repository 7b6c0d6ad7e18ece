import {expect, gotoHydrated, localePath, test, type Locale} from './fixtures';
import {SAMPLE_INQUIRY, sendInquiry} from './contactForm';
import {texts} from './contactTexts';
import {supabaseBaseURL} from '../../playwright.config';

/**
 * The hosted alternative: build-test-supabase was built with these two settings (`npm run build:test`),
 * so its contact form inserts into a Supabase project instead of posting to /api/inquiries. The
 * project is route-intercepted here; nothing leaves the machine. That build is Japanese only (a second
 * locale would double its build time): the same requests and texts in English are checked by the
 * contact form's unit tests, which run both locales.
 */
const SUPABASE_URL = 'https://e2e-holoreal.supabase.co';
const SUPABASE_ANON_KEY = 'e2e-anon-key';
const INSERT_URL = `${SUPABASE_URL}/rest/v1/inquiries`;

test.use({baseURL: supabaseBaseURL});

for (const locale of ['ja'] as Locale[]) {
  const t = texts[locale];
  const p = (path: string) => localePath(locale, path);

  test.describe(`contact form with Supabase (${locale})`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => window.localStorage.setItem('holoreal.cookie-consent', 'declined'));
    });

    test('inserts the inquiry into the project with the anon key and shows the success state', async ({page}) => {
      const apiPosts: string[] = [];
      page.on('request', (request) => request.url().includes('/api/inquiries') && apiPosts.push(request.url()));
      const inserts: {method: string; headers: Record<string, string>; body: unknown}[] = [];
      await page.route(`${INSERT_URL}*`, async (route) => {
        const request = route.request();
        inserts.push({method: request.method(), headers: await request.allHeaders(), body: request.postDataJSON()});
        await route.fulfill({status: 201, headers: {'access-control-allow-origin': '*'}, body: ''});
      });
      await gotoHydrated(page, p('/contact'));
      await sendInquiry(page, locale);
      await expect(page.getByRole('heading', {name: t.success})).toBeVisible();

      expect(inserts).toHaveLength(1);
      const insert = inserts[0]!;
      expect(insert.method).toBe('POST');
      expect(insert.headers.apikey).toBe(SUPABASE_ANON_KEY);
      expect(insert.headers['content-type']).toContain('application/json');
      expect(insert.body).toEqual({
        locale,
        subject: SAMPLE_INQUIRY.subject,
        name: SAMPLE_INQUIRY.name,
        email: SAMPLE_INQUIRY.email,
        company: '',
        message: SAMPLE_INQUIRY.message,
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      });
      expect(apiPosts).toEqual([]);
    });

    test('when the project refuses the insert, the failure text shows and everything typed is kept', async ({page}) => {
      await page.route(`${INSERT_URL}*`, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: {'access-control-allow-origin': '*'},
          body: JSON.stringify({code: 'PGRST000', message: 'Could not connect'}),
        }),
      );
      await gotoHydrated(page, p('/contact'));
      await page.getByLabel(t.name).fill('Sakura Ito');
      await page.getByLabel(t.email).fill('sakura@example.jp');
      await page.getByLabel(t.subject).selectOption('other');
      await page.getByLabel(t.message).fill('Keep me.');
      await page.getByRole('button', {name: t.send}).click();
      await expect(page.getByRole('alert').filter({hasText: t.failure})).toBeVisible();
      await expect(page.getByLabel(t.message)).toHaveValue('Keep me.');
    });

    test('when the Supabase client cannot be loaded, the form says so', async ({page}) => {
      // The client library is its own chunk, fetched only on sites configured for Supabase: block it,
      // as a network failure or a content blocker would.
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('supabase-js')) {
          await route.abort('blockedbyclient');
        } else {
          await route.fulfill({response, body});
        }
      });
      await gotoHydrated(page, p('/contact'));
      await expect(page.getByRole('alert').filter({hasText: t.initFailed})).toBeVisible();
      // Chunks still being fetched when the page closes must not fail the test.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });
  });
}
