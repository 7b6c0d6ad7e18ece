import type {Page} from '@playwright/test';
import {company} from '../../src/data/company';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

/**
 * The desktop navbar (997 px and up) stays on one line: across the widths where it used to wrap, clip the brand
 * or scroll sideways, in both languages, on pages with the longest section labels.
 */
const widths = [997, 1024, 1100, 1280, 1366];
const pages = ['/products/holorealcapsule/', '/docs/cardano/hydra', '/newsplus', '/contact'];

interface NavbarLayout {
  navbarHeight: number;
  brandClipped: boolean;
  pageScrollsSideways: boolean;
  navbarOverflows: boolean;
  overlaps: string[];
  outside: string[];
}

/** Measures the navbar as laid out now. */
function measure(page: Page): Promise<NavbarLayout> {
  return page.evaluate(() => {
    const navbar = document.querySelector('nav.navbar')!;
    const inner = navbar.querySelector('.navbar__inner')!;
    const title = navbar.querySelector('.navbar__title')!;
    const box = navbar.getBoundingClientRect();
    const items = Array.from(
      navbar.querySelectorAll('.navbar__brand, .navbar__inner [data-category], .navbar__items--right > *'),
    )
      .map((element) => ({
        name: (element.textContent || element.getAttribute('aria-label') || element.className).trim(),
        rect: element.getBoundingClientRect(),
      }))
      .filter(({rect}) => rect.width > 0 && rect.height > 0);
    const overlaps: string[] = [];
    items.forEach((a, i) =>
      items.slice(i + 1).forEach((b) => {
        if (a.rect.right > b.rect.left + 0.5 && b.rect.right > a.rect.left + 0.5) {
          overlaps.push(`${a.name} / ${b.name}`);
        }
      }),
    );
    return {
      navbarHeight: box.height,
      brandClipped: title.scrollWidth > title.clientWidth || title.getBoundingClientRect().width < 1,
      pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      navbarOverflows: inner.scrollWidth > inner.clientWidth,
      overlaps,
      outside: items
        .filter(({rect}) => rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5 || rect.right > box.right + 0.5)
        .map(({name}) => name),
    };
  });
}

test("Japanese text is laid out with a Japanese font, as on visitors' devices", async ({page}) => {
  await gotoHydrated(page, '/');
  // A kanji is 1 em wide in every Japanese font; a missing glyph's box is about 0.6 em.
  const emWidths = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;font-size:20px;white-space:nowrap';
    probe.textContent = '真正性を最初に';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width / 20;
    probe.remove();
    return width;
  });
  expect(emWidths, 'no Japanese font: apt-get install fonts-ipafont-gothic').toBeGreaterThan(6.5);
});

for (const locale of locales) {
  // Each page is loaded once and the window resized through the widths: the navbar's layout is CSS alone
  // above 996 px (no breakpoint of the theme's JavaScript lies between these widths).
  for (const path of pages) {
    test(`the navbar is one line at ${widths.join(', ')} px: ${path} (${locale})`, async ({page}) => {
      await page.setViewportSize({width: widths[0]!, height: 800});
      await gotoHydrated(page, localePath(locale, path));
      for (const width of widths) {
        await page.setViewportSize({width, height: 800});
        await expect(page.locator('.navbar__toggle')).toBeHidden();
        const layout = await measure(page);
        expect.soft(layout, `${path} at ${width} px`).toEqual({
          navbarHeight: 60,
          brandClipped: false,
          pageScrollsSideways: false,
          navbarOverflows: false,
          overlaps: [],
          outside: [],
        });
        await expect(page.locator('.navbar__title')).toHaveText(company.shortName);
      }
    });
  }

  test(`searching widens the field over the items beside it, still inside the line (${locale})`, async ({page}) => {
    await page.setViewportSize({width: widths[0]!, height: 800});
    await gotoHydrated(page, localePath(locale, pages[0]!));
    await page.locator('.navbar__search-input').focus();
    await page.keyboard.type('hydra');
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      const search = await page.locator('.navbar__search').boundingBox();
      expect.soft(search!.width, `search field at ${width} px`).toBeGreaterThan(150);
      expect.soft((await measure(page)).pageScrollsSideways, `sideways scrolling at ${width} px`).toBe(false);
    }
  });
}
