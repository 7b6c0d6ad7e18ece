import type {Browser} from '@playwright/test';
import {localePath, type Locale} from '../../common/sitePaths';
import type {PageType} from '../lib/pages';
import {timeKeystrokes, type Keystrokes} from './keystrokes';
import {RequestLog} from './requests';
import {FIRST_QUERY, measureFirstUse, openPage, type FirstUse} from './searchFirstUse';
import {newPhonePage, throttle} from './throttle';

/**
 * How long no request must have been in flight before the search box is touched. Docusaurus prefetches the links
 * in view in idle slices after hydration; at 4× CPU on a busy machine those began up to ~2 s after Playwright's
 * network idle and, with a shorter wait, landed in the search box's first use.
 */
export const QUIET_MS = 5000;

export interface Measurement {
  firstUse: FirstUse;
  keystrokes?: Keystrokes;
}

/**
 * One first visit of a page on the throttled phone: load it, let the network go quiet, use the search box for the first time and, when
 * asked, time keystrokes in the same box afterwards (still throttled). The context is fresh, so the cache is empty.
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  page: PageType,
  locale: Locale,
  withKeystrokes: boolean,
): Promise<Measurement> {
  const session = await newPhonePage(browser, locale);
  try {
    const log = RequestLog.watch(session.page, origin);
    await throttle(session.cdp);
    await openPage(session.page, `${origin}${localePath(locale, page.path)}`);
    await log.waitForQuiet(QUIET_MS, 120_000);
    const firstUse = await measureFirstUse(session.page, log, FIRST_QUERY[locale]);
    const keystrokes = withKeystrokes ? await timeKeystrokes(session.page, log, locale) : undefined;
    return {firstUse, keystrokes};
  } finally {
    await session.context.close();
  }
}
