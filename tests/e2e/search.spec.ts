import type {Page} from '@playwright/test';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {RELEVANCE} from './searchRelevance';

const INDEX = /\/search-index\/[^/]+\.json$/;

/** The index loads on first use: on a busy two-core machine give it time. */
const SUGGESTIONS_TIMEOUT = 20_000;
/** No word of the site lies within two edits of it. */
const NONSENSE = 'ggggqqqq';
const NO_RESULTS_TIMEOUT = 20_000;

const texts = {
  ja: {
    noResults: '結果が見つかりません。',
    loadFailed: '検索を読み込めませんでした。',
    within: '「ドキュメントCARDANO」のすべての結果を見る',
    outside: '「ドキュメントCARDANO」以外のすべての結果を見る',
  },
  en: {
    noResults: 'No results',
    loadFailed: 'Search could not be loaded.',
    within: 'See all results within "CARDANO Documentation"',
    outside: 'See all results outside "CARDANO Documentation"',
  },
} as const;

function searchBox(page: Page) {
  return page.locator('input.navbar__search-input');
}

/** The open suggestion list of the navbar search. */
function suggestions(page: Page) {
  return page.locator('.navbar__search [class*="suggestion_"]');
}

/** Focuses the box (which loads the index), waits until the suggestion list is wired up, then types. */
async function search(page: Page, query: string): Promise<void> {
  const box = searchBox(page);
  await box.click();
  await expect(box).toHaveAttribute('role', 'combobox', {timeout: SUGGESTIONS_TIMEOUT});
  await box.fill(query);
}

for (const locale of locales) {
  const p = (path: string) => localePath(locale, path);
  const t = texts[locale];

  test.describe(`site search (${locale})`, () => {
    test.beforeEach(async ({page}) => {
      // A decided cookie choice keeps the banner from covering the suggestion list's footer.
      await page.addInitScript(() => window.localStorage.setItem('holoreal.cookie-consent', 'declined'));
      await page.setViewportSize({width: 1280, height: 1400});
    });

    // The page is prerendered without a query: reading the address during hydration broke it (React #418).
    test('the search page loads without a console error, with and without a query', async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      for (const address of ['/search', '/search?q=cardano']) {
        await gotoHydrated(page, p(address));
        await expect(page.locator('main input[type=search]')).toHaveValue(address.includes('q=') ? 'cardano' : '');
      }
      expect(errors).toEqual([]);
    });

    test('the index loads only on the first hover or focus of the search box', async ({page}) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (INDEX.test(request.url())) {
          indexRequests.push(request.url());
        }
      });
      await gotoHydrated(page, p('/docs/'));
      await page.waitForTimeout(1000);
      expect(indexRequests).toEqual([]);
      await searchBox(page).hover();
      await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
      expect(indexRequests.every((url) => (locale === 'en' ? url.includes('/en/') : !url.includes('/en/')))).toBe(true);
    });

    test('the empty search page loads the index when its box is reached for, and typing lists results', async ({
      page,
    }) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (INDEX.test(request.url())) indexRequests.push(request.url());
      });
      await gotoHydrated(page, p('/search'));
      await page.waitForTimeout(1000);
      expect(indexRequests).toEqual([]);
      const box = page.locator('main input[type=search]');
      await box.focus();
      await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
      await box.fill('hydra');
      await expect(page.locator('main article a[href*="/docs/cardano/"]').first()).toBeVisible({
        timeout: SUGGESTIONS_TIMEOUT,
      });
    });

    test('Control+K focuses the search box', async ({page}) => {
      await gotoHydrated(page, p('/'));
      await page.keyboard.press('Control+k');
      await expect(searchBox(page)).toBeFocused();
    });

    test('a word from a docs page: at most 10 suggestions, one opens the page with the word highlighted', async ({
      page,
    }) => {
      await gotoHydrated(page, p('/'));
      await search(page, 'fanout');
      await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      const count = await suggestions(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(10);
      // Each snippet shows the word highlighted, on at most three lines.
      const snippet = suggestions(page).locator('mark').first().locator('..');
      await expect(snippet.locator('mark').first()).toHaveText(/fanout/i);
      const lines = await snippet.evaluate(
        (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines).toBeLessThanOrEqual(3);
      const target = suggestions(page).filter({hasText: /Hydra/, hasNotText: /FAQ/}).first();
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${p('/docs/cardano/')}`));
      await expect(page.locator('article mark').first()).toBeVisible();
      await expect(page.locator('article mark').first()).toHaveText(/fanout/i);
    });

    test('within a docs set the suggestion footer offers this set and the rest, leading to the search page', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, p('/docs/cardano/hydra'));
      await search(page, 'hydra');
      const within = page.getByRole('link', {name: t.within});
      await expect(within).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      await expect(page.getByRole('link', {name: t.outside})).toHaveCount(0);
      await expect(within).toHaveAttribute('href', `${p('/search')}?q=hydra&ctx=docs%2Fcardano`);
      await within.click();
      await expect(page).toHaveURL(new RegExp(`${p('/search')}\\?q=hydra&ctx=docs%2Fcardano$`));
      await expect(page.locator('main article').first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});

      await gotoHydrated(page, p('/docs/cardano/hydra'));
      await search(page, NONSENSE);
      const outside = page.getByRole('link', {name: t.outside});
      await expect(outside).toBeVisible({timeout: NO_RESULTS_TIMEOUT});
      await expect(outside).toHaveAttribute('href', `${p('/search')}?q=${NONSENSE}`);
      await outside.click();
      await expect(page).toHaveURL(new RegExp(`${p('/search')}\\?q=${NONSENSE}$`));
    });

    test('a nonsense query says there are no results', async ({page}) => {
      test.setTimeout(90_000);
      await gotoHydrated(page, p('/'));
      await search(page, NONSENSE);
      await expect(page.locator('.navbar__search').getByText(t.noResults)).toBeVisible({timeout: NO_RESULTS_TIMEOUT});
      await page.goto(p(`/search?q=${NONSENSE}`));
      await expect(page.locator('main').getByText(t.noResults)).toBeVisible({timeout: NO_RESULTS_TIMEOUT});
    });

    test('queries with search syntax do not break the search', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, p('/'));
      for (const query of ['title:', 'foo~x', 'bar^y', 'hydra~', '+-*']) {
        await search(page, query);
        await expect(page.locator('.navbar__search').getByText(t.noResults).or(suggestions(page).first())).toBeVisible({
          timeout: SUGGESTIONS_TIMEOUT,
        });
      }
      expect(errors).toEqual([]);
    });

    test('arrow keys choose a suggestion and Enter opens it; Enter with none chosen opens the search page', async ({
      page,
    }) => {
      await gotoHydrated(page, p('/'));
      await search(page, 'hydra');
      await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      const box = searchBox(page);
      await box.press('ArrowDown');
      const first = suggestions(page).first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(/_highlight=hydra/);
      await expect(page.locator('article mark').first()).toHaveText(/hydra/i);

      await search(page, 'cardano');
      await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${p('/search')}\\?q=cardano$`));
      await expect(page.locator('main article').first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
    });

    test('an index that cannot be fetched is reported in the box, and the next use tries again', async ({page}) => {
      let refuse = true;
      await page.route(INDEX, (route) => (refuse ? route.abort() : route.continue()));
      await gotoHydrated(page, p('/'));
      await search(page, 'hydra');
      await expect(page.locator('.navbar__search').getByText(t.loadFailed)).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      refuse = false;
      await searchBox(page).blur();
      await search(page, 'hydra');
      await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
    });

    test('each query of the relevance table lists the page it means first', async ({page}) => {
      await gotoHydrated(page, p('/search?q=hydra'));
      const box = page.locator('main input[type=search]');
      const first = page.locator('main article h2 a').first();
      await expect(first).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      for (const {query, first: expected} of RELEVANCE[locale]) {
        await box.fill(query);
        await expect
          .soft(first, `${query} → ${expected}`)
          .toHaveAttribute('href', new RegExp(`^${expected.replace(/[.?]/g, '\\$&')}\\?_highlight=`));
      }
    });

    test('the search page lists results for ?q=hydra', async ({page}) => {
      await gotoHydrated(page, p('/search?q=hydra'));
      const results = page.locator('main article a[href*="/docs/cardano/"]');
      await expect(results.first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
      expect(await results.count()).toBeGreaterThan(2);
    });
  });
}

test('a katakana compound of names the site writes in Latin letters finds their page', async ({page}) => {
  await gotoHydrated(page, '/');
  await search(page, 'ハイドラヘッド');
  await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
  await expect(suggestions(page).first()).toContainText('Hydra');
});

test('a Japanese word on the Japanese site finds a Japanese page', async ({page}) => {
  await gotoHydrated(page, '/');
  await search(page, '署名');
  await expect(suggestions(page).first()).toBeVisible({timeout: SUGGESTIONS_TIMEOUT});
  const first = await suggestions(page).first().textContent();
  expect(first).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  await suggestions(page).first().click();
  await expect(page.locator('article mark').first()).toHaveText(/署名/);
});
