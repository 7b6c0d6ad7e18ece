import type {Browser, Page} from '@playwright/test';
import {localePath, type Locale} from '../../common/sitePaths';
import {openPage} from '../phone/searchFirstUse';
import {CPU_SLOWDOWN, newPhonePage, PHONE} from '../phone/throttle';
import {interactionsSince, longTasks, observeMainThread, pageNow} from './observe';
import type {Interaction} from './scenarios';
import {withoutScripts} from './withoutScripts';

/** After the network is idle: Docusaurus prefetches the links in view in idle slices, which is start-up work too. */
const SETTLE_MS = 3000;
/** Event Timing reports an interaction after its frame is presented, in a later task. */
const REPORT_MS = 500;

export interface LoadTasks {
  /** The longest main-thread task from navigation to settled, ms (0 when none reached 50 ms). */
  longestMs: number;
  /** The sum over long tasks of the part beyond 50 ms, as Total Blocking Time counts them (from navigation on). */
  blockingMs: number;
  longTasks: number;
}

/** A fresh context (empty cache) whose main thread runs `CPU_SLOWDOWN` times slower, with the observers in place. */
async function slowPage(
  browser: Browser,
  locale: Locale,
  screen: object,
): Promise<{page: Page; close: () => Promise<void>}> {
  const {context, page, cdp} = await newPhonePage(browser, locale, screen);
  // Before the first navigation, which is when a context's init script first runs.
  await observeMainThread(context);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  return {page, close: () => context.close()};
}

/**
 * The page's HTML and CSS alone (withoutScripts), loaded until the network is idle: with nothing to hydrate, that
 * is where openPage's wait for hydration would end.
 */
async function openWithoutScripts(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: withoutScripts(await response.text())});
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
}

/**
 * The page loaded as bench:phone loads it (hydrated, network idle), or its HTML and CSS alone with `scripts` false,
 * then left to settle.
 */
async function open(page: Page, url: string, scripts = true): Promise<void> {
  await (scripts ? openPage : openWithoutScripts)(page, url);
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * A first visit of a page on a phone-sized screen at 4× CPU: its long tasks until it has settled. With `scripts`
 * false, of the page's HTML and CSS alone (the observers still run: they are the browser context's, not the page's).
 */
export async function measureLoad(
  browser: Browser,
  origin: string,
  path: string,
  locale: Locale,
  scripts = true,
): Promise<LoadTasks> {
  const {page, close} = await slowPage(browser, locale, PHONE);
  try {
    await open(page, `${origin}${path}`, scripts);
    const tasks = await longTasks(page);
    return {
      longestMs: Math.max(0, ...tasks.map((task) => task.duration)),
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: tasks.length,
    };
  } finally {
    await close();
  }
}

/**
 * Each step of an interaction on a settled page at 4× CPU, as the longest Event Timing duration among the
 * interactions it started; null when the browser reported none, which it does for those under 16 ms.
 */
export async function measureInteraction(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  locale: Locale,
): Promise<(number | null)[]> {
  const {page, close} = await slowPage(browser, locale, interaction.screen);
  try {
    await open(page, `${origin}${localePath(locale, interaction.path)}`);
    const durations: (number | null)[] = [];
    for (const step of interaction.steps) {
      const since = await pageNow(page);
      await step(page, locale);
      await page.waitForTimeout(REPORT_MS);
      const found = await interactionsSince(page, since);
      durations.push(found.length ? Math.max(...found.map((entry) => entry.duration)) : null);
    }
    return durations;
  } finally {
    await close();
  }
}
