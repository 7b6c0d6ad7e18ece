import {texts} from './contactTexts';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

for (const locale of locales) {
  const t = texts[locale];
  const p = (path: string) => localePath(locale, path);

  test.describe(`contact form (${locale})`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(() => window.localStorage.setItem('holoreal.cookie-consent', 'declined'));
    });

    test('an empty message shows the error and sends nothing', async ({page}) => {
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
      await gotoHydrated(page, p('/contact'));
      await page.getByLabel(t.name).fill('Taro Suzuki');
      await page.getByLabel(t.email).fill('taro@example.jp');
      await page.getByLabel(t.subject).selectOption('other');
      await page.getByRole('button', {name: t.send}).click();
      await expect(page.getByText(t.messageRequired)).toBeVisible();
      await expect(page.getByLabel(t.message)).toBeFocused();
      expect(posts).toEqual([]);
    });

    test('a valid inquiry goes through Sending... to success and is stored', async ({page, request}) => {
      let sent: string | undefined;
      await page.route('**/api/inquiries', async (route) => {
        sent = route.request().postData() ?? undefined;
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await gotoHydrated(page, p('/contact?subject=consult-mvp'));
      await expect(page.getByLabel(t.subject)).toHaveValue('consult-mvp');
      await page.getByLabel(t.name).fill('Hanako Yamada');
      await page.getByLabel(t.email).fill('hanako@example.jp');
      await page.getByLabel(t.message).fill(`A pilot of Smart Box in ${locale}.`);
      const answered = page.waitForResponse('**/api/inquiries');
      await page.getByRole('button', {name: t.send}).click();
      await expect(page.getByRole('button', {name: t.sending})).toBeDisabled();
      const response = await answered;
      expect(response.status()).toBe(201);
      const {id} = (await response.json()) as {id: string};
      await expect(page.getByRole('heading', {name: t.success})).toBeVisible();
      // The row is in the database: sending the same submission again returns the same id, stores nothing new.
      const again = await request.post('/api/inquiries', {data: JSON.parse(sent!)});
      expect(again.status()).toBe(200);
      expect(await again.json()).toEqual({id});
    });

    test('when the service fails, the failure text shows and everything typed is kept', async ({page}) => {
      await page.route('**/api/inquiries', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({error: {code: 'unavailable', message: 'down'}}),
        }),
      );
      await gotoHydrated(page, p('/contact'));
      await page.getByLabel(t.name).fill('Jiro Tanaka');
      await page.getByLabel(t.email).fill('jiro@example.jp');
      await page.getByLabel(t.subject).selectOption('product-smart-box');
      await page.getByLabel(t.message).fill('Please keep this text.');
      await page.getByRole('button', {name: t.send}).click();
      await expect(page.getByRole('alert').filter({hasText: t.failure})).toBeVisible();
      await expect(page.getByLabel(t.name)).toHaveValue('Jiro Tanaka');
      await expect(page.getByLabel(t.email)).toHaveValue('jiro@example.jp');
      await expect(page.getByLabel(t.subject)).toHaveValue('product-smart-box');
      await expect(page.getByLabel(t.message)).toHaveValue('Please keep this text.');
    });
  });
}
