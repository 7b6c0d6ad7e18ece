import {PAGE_TYPES, type PageTypeId} from '../../common/pageTypes';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {labels} from './labels';

/**
 * The Copy page button of a docs page and of a post: pressed, it puts the page's Markdown twin (the address its
 * `<link rel="alternate" type="text/markdown">` names) on the clipboard and says so; it fetches nothing before,
 * works from the keyboard and says when it could not copy.
 */
const sample = (id: PageTypeId) => PAGE_TYPES.find((type) => type.id === id)!.sample;
const samples = [sample('docs-page'), sample('newsplus-post')];

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const locale of locales) {
  const l = labels[locale].copyPage;

  for (const path of samples.map((item) => localePath(locale, item))) {
    test(`${path}: Copy page puts the page's Markdown twin on the clipboard and says so`, async ({page, request}) => {
      const twinRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.endsWith('.md')) {
          twinRequests.push(sent.url());
        }
      });
      await gotoHydrated(page, path);
      const href = await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
      expect(href, 'the page names its twin').toBeTruthy();
      const twin = await request.get(href!);
      expect(twin.ok(), `${href} answers`).toBe(true);
      const markdown = await twin.text();
      expect(twinRequests, 'nothing fetched before the button is pressed').toEqual([]);

      const button = page.getByRole('button', {name: l.button, exact: true});
      await expect(button).toHaveCount(1);
      await button.click();
      await expect(page.getByRole('status').filter({hasText: l.copied})).toHaveText(l.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    });
  }

  test(`Copy page works from the keyboard and says when it could not copy (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, samples[0]!));
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.getByRole('button', {name: l.button, exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: l.failed})).toHaveText(l.failed);
  });

  test(`the News Plus list has no Copy page button, only a post's own page (${locale})`, async ({page}) => {
    await gotoHydrated(page, localePath(locale, '/newsplus'));
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('button', {name: l.button, exact: true})).toHaveCount(0);
  });
}
