import {redirects} from '../../common/redirects';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {labels} from './labels';
import {isDocsPage, sitemap} from './sitemap';
import {localeOfPath} from '../../common/sitePaths';
import {docsSetRoot} from '../../src/theme/DocBreadcrumbs/Items/Home/docsSetRoot';
import {darkCodeTheme} from '../../src/components/LazyCodeBlock/prismThemes';

/** Each set's root and its top-level sidebar categories (CARDANO's design concept and evaluation sit in Fund13). */
const sets = [
  {root: '/docs/', categories: 0},
  {root: '/docs/base/', categories: 1},
  {root: '/docs/cardano/', categories: 1},
  {root: '/docs/icp/', categories: 1},
];

/** Opens every collapsed category of the sidebar, then returns every page link in it. */
async function walkSidebar(page: Page): Promise<string[]> {
  const sidebar = page.locator('nav[aria-label].menu').first();
  for (let round = 0; round < 10; round += 1) {
    const collapsed = sidebar.locator(
      '.menu__list-item--collapsed > div > .menu__caret, .menu__list-item--collapsed > .menu__link--sublist-caret',
    );
    if ((await collapsed.count()) === 0) {
      break;
    }
    await collapsed.first().click();
  }
  return sidebar.locator('a.menu__link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

for (const locale of locales) {
  const l = labels[locale];
  const p = (path: string) => localePath(locale, path);

  test.describe(`documentation (${locale})`, () => {
    for (const set of sets) {
      test(`the ${set.root} sidebar leads to every page of the set, and to nothing else`, async ({page}) => {
        await gotoHydrated(page, p(set.root));
        const linked = new Set(await walkSidebar(page));
        // Every page of the set is in the sitemap (sitemapSmoke.spec.ts opens each one).
        const inSet = sitemap.filter(
          (path) => localeOfPath(path) === locale && isDocsPage(path) && docsSetRoot(path) === set.root,
        );
        expect([...linked].sort()).toEqual(inSet.sort());
      });
    }

    test('the Documentation dropdown reaches Base, CARDANO and ICP, each with its sidebar categories', async ({
      page,
    }) => {
      for (const [index, target] of ['Base', 'CARDANO', 'ICP'].entries()) {
        await gotoHydrated(page, p('/'));
        const docs = page.locator('.navbar__items--right .dropdown').filter({
          has: page.locator(':scope > a', {hasText: new RegExp(`^${l.docs}$`)}),
        });
        await docs.hover();
        await docs.getByRole('link', {name: target, exact: true}).click();
        const set = sets[index + 1]!;
        await expect(page).toHaveURL(p(set.root));
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        const categories = page.locator('nav[aria-label].menu .theme-doc-sidebar-item-category-level-1');
        await expect(categories).toHaveCount(set.categories);
      }
    });

    test('on a deep page the breadcrumbs lead back to the set root and the category is expanded', async ({page}) => {
      await gotoHydrated(page, p('/docs/cardano/f13/arch/flow'));
      const crumbs = page.locator('nav.theme-doc-breadcrumbs');
      await expect(crumbs.locator('.breadcrumbs__item')).toHaveCount(4);
      const active = page.locator('nav[aria-label].menu a.menu__link[aria-current="page"]');
      await expect(active).toHaveAttribute('href', p('/docs/cardano/f13/arch/flow'));
      await expect(active).toBeVisible();
      const expanded = page.locator(
        'nav[aria-label].menu .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)',
      );
      expect(await expanded.count()).toBeGreaterThanOrEqual(2);
      await crumbs.locator('a').first().click();
      await expect(page).toHaveURL(p('/docs/cardano/'));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });

    test('pages have previous and next links', async ({page}) => {
      await gotoHydrated(page, p('/docs/icp/ccc/3'));
      const pager = page.locator('nav.pagination-nav');
      await expect(pager.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', p('/docs/icp/ccc/2'));
      await expect(pager.locator('a.pagination-nav__link--next')).toHaveAttribute('href', p('/docs/icp/ccc/4'));
    });

    test('a link to a section, opened directly on a phone, lands at its heading', async ({page}) => {
      await page.setViewportSize({width: 412, height: 823});
      await gotoHydrated(page, p('/docs/cardano/hydra'));
      const ids = await page.locator('.markdown h2[id]').evaluateAll((headings) => headings.map((h) => h.id));
      expect(ids.length).toBeGreaterThan(3);
      const id = ids[Math.floor(ids.length / 2)]!;
      await gotoHydrated(page, `${p('/docs/cardano/hydra')}#${encodeURIComponent(id)}`);
      await page.waitForTimeout(500);
      // Just below the fixed navbar, where the heading's scroll margin puts it.
      const top = await page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(150);
    });

    test('code blocks stay highlighted while Prism waits, and work once the reader gets near them', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 400});
      await gotoHydrated(page, p('/docs/cardano/eval/environment-hydra'));
      const block = page.locator('.theme-code-block').first();
      // The prerendered, highlighted HTML is kept until the code is needed.
      await expect(block.locator('.token.comment').first()).toBeAttached();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await expect(block.getByRole('button').first()).toBeVisible();
      await expect(block.locator('.token.comment').first()).toBeVisible();
    });

    test("in dark mode a code block has the dark theme's colours before any interaction, and keeps them", async ({
      page,
    }) => {
      const dark = {
        background: hexToRgb(darkCodeTheme.plain.backgroundColor!),
        comment: darkCodeTheme.styles.find((entry) => entry.types.includes('comment'))!.style.color!,
      };
      await page.setViewportSize({width: 1280, height: 400});
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto(p('/docs/cardano/eval/environment-hydra'), {waitUntil: 'commit'});
      const block = page.locator('.theme-code-block').first();
      const colours = () =>
        block.evaluate((element) => ({
          background: getComputedStyle(element.querySelector('pre')!).backgroundColor,
          comment: getComputedStyle(element.querySelector('.token.comment')!).color,
        }));
      // The server's HTML with the site's stylesheet, as first painted: the highlighter has not loaded.
      await page.waitForFunction(
        () =>
          document.querySelector('.theme-code-block') !== null &&
          Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('/assets/css/')),
      );
      expect(await colours()).toEqual(dark);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      expect(await colours()).toEqual(dark);
      // Once the reader gets near it, the theme's block takes over with the same colours.
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await expect(block.getByRole('button').first()).toBeVisible();
      // The theme's block remounts once after its first render (HighlightedCodeBlock); a read that lands on the
      // node being replaced sees a detached element (no computed style), so the colours are read again then.
      await expect.poll(colours).toEqual(dark);
    });

    test('a search on a docs page does not load the code highlighter; a scroll does', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 400});
      await gotoHydrated(page, p('/docs/cardano/eval/environment-hydra'));
      const box = page.locator('input.navbar__search-input');
      await box.click();
      await box.fill('hydra');
      await expect(page.locator('.navbar__search [role=option]').first()).toBeVisible({timeout: 20_000});
      await box.press('ArrowDown');
      const firstBlock = page.locator('.theme-code-block').first();
      // The prerendered block has no buttons; the theme's block, which comes with the highlighter, has.
      await page.waitForTimeout(500);
      await expect(firstBlock.getByRole('button')).toHaveCount(0);
      await box.press('Escape');
      await box.blur();
      await page.mouse.wheel(0, 200);
      await expect(page.locator('.theme-code-block button').first()).toBeAttached({timeout: 15_000});
    });
  });
}

/** `#282A36` as the browser reports a computed colour: `rgb(40, 42, 54)`. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('an address that moved answers 301 and leads to its page, in both languages, without a console error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  for (const {from, to} of redirects) {
    for (const locale of locales) {
      // The server answers the old address itself; the page the build writes there is for static hosts.
      const answer = await page.request.get(`${localePath(locale, from)}?from=old`, {maxRedirects: 0});
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe(`${localePath(locale, to)}?from=old`);
      await page.goto(`${localePath(locale, from)}?from=old#top`);
      await expect(page).toHaveURL(`${localePath(locale, to)}?from=old#top`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  }
  expect(errors).toEqual([]);
});
