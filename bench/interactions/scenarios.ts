import {expect, type Page} from '@playwright/test';
import {localePath, type Locale} from '../../common/sitePaths';
import {pagePath} from '../lib/pages';
import {PHONE} from '../phone/throttle';

/** Desktop interactions are timed at a laptop's width; the phone menu at the phone bench's screen. */
export const DESKTOP = {viewport: {width: 1280, height: 800}} as const;

export interface Interaction {
  id: string;
  /** What a visitor does, for the report. */
  label: string;
  screen: typeof DESKTOP | typeof PHONE;
  /** Japanese site path of the page it starts on. */
  path: string;
  /**
   * The visitor's steps: each performs one interaction and waits until the page shows its result, so that the
   * interaction's next frame has been presented.
   */
  steps: ((page: Page, locale: Locale) => Promise<void>)[];
}

/** How long after scrolling to a link the visitor taps it (the scroll's handlers and the chunks it starts are done). */
const SCROLL_SETTLE_MS = 1000;

const hydrated = (page: Page) => page.waitForSelector('html[data-has-hydrated="true"]');

/** The navbar's Documentation dropdown (its label opens it on click, as on a touch screen). */
const docsDropdown = (page: Page) =>
  page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('a.dropdown__link[href$="/docs/base/"]')})
    .first();

/** One click on the navbar's color mode toggle, until the page has taken the next choice. */
async function toggleColorMode(page: Page): Promise<void> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  await page.locator('[class*=colorModeToggle] button').first().click();
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
}

/** Waits for a client-side navigation to `path` to show its page. */
async function arrived(page: Page, locale: Locale, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === localePath(locale, path));
  await hydrated(page);
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    id: 'phone-menu',
    label: 'phone menu opened',
    screen: PHONE,
    path: pagePath('docs'),
    steps: [
      async (page) => {
        await page.locator('.navbar__toggle').tap();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
      },
    ],
  },
  {
    id: 'dropdown',
    // The label is a link to the docs overview, so a click follows it; the menu opens on hover (CSS alone, no
    // interaction) or from the keyboard, which is timed here.
    label: 'Documentation dropdown: opened with Enter, an item clicked',
    screen: DESKTOP,
    path: pagePath('home'),
    steps: [
      async (page) => {
        await docsDropdown(page).locator('> a').focus();
        await page.keyboard.press('Enter');
        await expect(docsDropdown(page).locator('.dropdown__menu')).toBeVisible();
      },
      async (page, locale) => {
        await docsDropdown(page).locator('.dropdown__menu a').first().click();
        await page.waitForURL((url) => url.pathname !== localePath(locale, pagePath('home')));
        await hydrated(page);
      },
    ],
  },
  {
    id: 'color',
    // From the system's mode the toggle goes to light (the same colors here), then to dark (every color changes).
    label: 'color mode toggled: system → light, light → dark',
    screen: DESKTOP,
    path: pagePath('home'),
    steps: [toggleColorMode, toggleColorMode],
  },
  {
    id: 'sidebar',
    label: 'docs sidebar link followed',
    screen: DESKTOP,
    path: pagePath('docs'),
    steps: [
      async (page, locale) => {
        await page.locator('.theme-doc-sidebar-menu a.menu__link[href$="/docs/cardano/"]').first().click();
        await arrived(page, locale, '/docs/cardano/');
      },
    ],
  },
  {
    id: 'next-page',
    label: 'next docs page from the pager',
    screen: DESKTOP,
    path: pagePath('docs'),
    steps: [
      async (page) => {
        const next = page.locator('a.pagination-nav__link--next');
        const href = await next.getAttribute('href');
        // A visitor scrolls down to the pager, then taps it: the scroll's own work (the table of contents, the
        // code highlighter's start) is not the click's.
        await next.scrollIntoViewIfNeeded();
        await page.waitForTimeout(SCROLL_SETTLE_MS);
        await next.click();
        await page.waitForURL((url) => url.pathname === href);
      },
    ],
  },
];
