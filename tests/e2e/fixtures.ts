import {test as base, expect, type Page} from '@playwright/test';

import {LOCALES} from '../../common/sitePaths';

export {localePath, type Locale} from '../../common/sitePaths';
export const locales = LOCALES;

/**
 * Every test runs in a browser that resolves no host but the test server's (OTHER_HOSTS_UNREACHABLE in
 * playwright.config.ts): the site must work without them.
 */
export const test = base;

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Waits for two frames: the effects React runs after a render, and what they change, are then painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export {expect};

/**
 * Splits pages into the groups one test checks one after another in one tab. The tab's cache keeps the site's
 * scripts and styles between pages, as a visitor's does: a page loads and hydrates in about 0.45 s in a warm tab
 * here, 1.2 s in a fresh one. Such tests make each page a step with soft assertions that name it, so a failure
 * still says which page and the rest of the group is checked too.
 */
export const PAGES_PER_TAB = 8;

export function inTabGroups<T>(pages: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < pages.length; start += PAGES_PER_TAB) {
    groups.push(pages.slice(start, start + PAGES_PER_TAB));
  }
  return groups;
}
