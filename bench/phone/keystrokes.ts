import type {Page} from '@playwright/test';
import type {Locale} from '../../common/sitePaths';
import {quantile} from '../lib/stats';
import type {RequestLog} from './requests';
import {NO_RESULTS, SEARCH_INPUT, SEARCH_MENU} from './searchFirstUse';

export interface Query {
  text: string;
  /** `letter`: one keystroke of a word typed letter by letter, `text` being what the box holds after it. */
  kind: 'word' | 'miss' | 'letter';
}

export interface QueryTiming extends Query {
  /** Input event of the last keystroke → the next frame showing the new list (or "no results"). */
  latencyMs: number;
  /** Input event of the last keystroke → the DOM change (before layout and paint). */
  renderMs: number;
  options: number;
  empty: boolean;
}

/** The pages whose search box is timed keystroke by keystroke, once the first list has been shown. */
export const KEYSTROKE_PAGES: readonly string[] = ['home', 'docs'];

/** How long a keystroke may leave the list unchanged before the list as it stands is taken as its answer. */
const CHANGE_TIMEOUT = 10_000;

/**
 * Fixed words, the same for every build so builds compare query for query. Not all are in every index: katakana
 * forms of names the site writes in Latin letters (ハイドラ) and words of other docs sets (canister on a Cardano
 * page) are answered by fuzzy matching or "no results", which is worth timing too. The misses occur nowhere.
 */
const WORDS: Record<Locale, readonly string[]> = {
  en: ['cardano', 'hydra', 'canister', 'signature', 'ledger', 'wallet', 'capsule', 'sensor', 'contact', 'privacy'],
  ja: [
    '署名',
    'ハイドラ',
    'キャニスター',
    'しきい値署名',
    'ハイドラヘッド',
    '台帳',
    'ウォレット',
    '検証',
    'センサー',
    '製品',
  ],
};

/** Words that occur nowhere on the site (checked against the index text): "no results" or fuzzy matches. */
const MISSES: Record<Locale, readonly string[]> = {
  en: ['quokka', 'zeppelin', 'xylophone', 'marzipan', 'kumquat'],
  ja: ['ペンギン', '寿司', '富士山', '将棋', '盆栽'],
};

/**
 * Typed letter by letter first, each keystroke timed, as a visitor types the first word: ハイドラ's third letter
 * makes ハイド, found nowhere, the first word that needs Japanese word splitting. Filled in whole, as the words
 * below are, a word's prefixes would meet that first use untimed.
 */
export const FIRST_WORD: Record<Locale, string> = {en: 'hydra', ja: 'ハイドラ'};

export function keystrokeQueries(locale: Locale): Query[] {
  const letters = [...FIRST_WORD[locale]];
  return [
    ...letters.map((_, i): Query => ({text: letters.slice(0, i + 1).join(''), kind: 'letter'})),
    ...WORDS[locale].map((text): Query => ({text, kind: 'word'})),
    ...MISSES[locale].map((text): Query => ({text, kind: 'miss'})),
  ];
}

export interface KeystrokeTiming extends QueryTiming {
  /**
   * The keystroke changed nothing in the list within 10 s (a search box that answers in the keystroke's own task
   * and finds the same as for the prefix): the latency is then to the frame after the input event.
   */
  unchanged: boolean;
}

export interface Keystrokes {
  queries: KeystrokeTiming[];
  /** Requests made while the queries were typed (an index loaded in parts would show here). */
  requests: number;
  bytes: number;
}

interface Change {
  at: number;
  paintedAt: number | null;
  options: number;
  empty: boolean;
}

interface KeystrokeState {
  inputAt: number;
  /** The frame after the last input event, whether or not the list changed. */
  inputPaintedAt: number;
  changes: Change[];
}

interface PhoneWindow {
  __phoneKeys: KeystrokeState;
}

/**
 * Records every change of the suggestion list with the frame that shows it. The list is watched with what the
 * box shows next to it: the largest element around `[role=listbox]` that does not hold the input (the listbox
 * itself for the current plugin; for a box that puts a "no results" line or a footer beside the listbox, the
 * element holding them all). Child lists, text and attributes count, so a list that only changes a link or a
 * highlight is seen to answer. Anonymous callbacks only (see watchFirstUse).
 */
async function watchList(page: Page): Promise<void> {
  await page.evaluate(
    ({input, menu, noResults}) => {
      const state: KeystrokeState = {inputAt: -1, inputPaintedAt: -1, changes: []};
      (window as unknown as PhoneWindow).__phoneKeys = state;
      const box = document.querySelector(input)!;
      box.addEventListener(
        'input',
        (event) => {
          state.inputAt = event.timeStamp;
          state.inputPaintedAt = -1;
          requestAnimationFrame(() => setTimeout(() => (state.inputPaintedAt = performance.now()), 0));
        },
        {capture: true},
      );
      let watched = document.querySelector(menu)!;
      while (watched.parentElement && !watched.parentElement.contains(box)) {
        watched = watched.parentElement;
      }
      new MutationObserver(() => {
        const change: Change = {at: performance.now(), paintedAt: null, options: 0, empty: false};
        state.changes.push(change);
        // The frame after the change: rAF runs before that frame's paint, the task after it once it is painted.
        requestAnimationFrame(() =>
          setTimeout(() => {
            change.paintedAt = performance.now();
            change.options = Array.from(document.querySelectorAll(`${menu} [role=option]`)).filter((option) =>
              option.checkVisibility(),
            ).length;
            change.empty =
              change.options === 0 &&
              Array.from(document.querySelectorAll(noResults)).some((element) => element.checkVisibility());
          }, 0),
        );
      }).observe(watched, {childList: true, subtree: true, characterData: true, attributes: true});
    },
    {input: SEARCH_INPUT, menu: SEARCH_MENU, noResults: NO_RESULTS},
  );
}

const changeCount = (page: Page) => page.evaluate(() => (window as unknown as PhoneWindow).__phoneKeys.changes.length);

/** Waits for a change after the first `after` ones, painted; false when none came within `timeout`. */
async function waitForChange(page: Page, after: number, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (n) => {
        const changes = (window as unknown as PhoneWindow).__phoneKeys.changes;
        return changes.length > n && changes[n]!.paintedAt !== null;
      },
      after,
      {timeout, polling: 50},
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Types each query as a visitor finishes a word (all but its last character at once, its list awaited, then the last
 * character as a keystroke) and times the list that follows the keystroke; a `letter` query is one keystroke
 * after the previous one.
 */
async function timeQueries(page: Page, queries: readonly Query[]): Promise<KeystrokeTiming[]> {
  await watchList(page);
  const input = page.locator(SEARCH_INPUT);
  const timings: KeystrokeTiming[] = [];
  for (const query of queries) {
    const chars = [...query.text];
    // A letter follows the previous one in the box as typed; anything else starts from an empty box.
    if (query.kind !== 'letter' || chars.length === 1) {
      await input.fill('');
      await page.waitForTimeout(50);
    }
    if (query.kind !== 'letter') {
      const beforePrefix = await changeCount(page);
      await input.fill(chars.slice(0, -1).join(''));
      await waitForChange(page, beforePrefix, 5_000);
    }
    await page.waitForTimeout(100);
    const before = await changeCount(page);
    await page.keyboard.type(chars[chars.length - 1]!);
    const changed = await waitForChange(page, before, CHANGE_TIMEOUT);
    if (!changed) {
      console.warn(`  "${query.text}": the list did not change within ${CHANGE_TIMEOUT} ms; timed to the next frame`);
      await page.waitForFunction(() => (window as unknown as PhoneWindow).__phoneKeys.inputPaintedAt > 0);
    }
    const result = await page.evaluate(
      ({n, changed}) => {
        const state = (window as unknown as PhoneWindow).__phoneKeys;
        const change = changed ? state.changes[n]! : null;
        return {
          latencyMs: (change ? change.paintedAt! : state.inputPaintedAt) - state.inputAt,
          renderMs: change ? change.at - state.inputAt : NaN,
          options: change?.options ?? 0,
          empty: change?.empty ?? false,
        };
      },
      {n: before, changed},
    );
    timings.push({...query, ...result, unchanged: !changed});
  }
  return timings;
}

/** Times the 15 queries of the locale in a page whose search box has shown its first list. */
export async function timeKeystrokes(page: Page, log: RequestLog, locale: Locale): Promise<Keystrokes> {
  log.start();
  let queries: KeystrokeTiming[];
  try {
    queries = await timeQueries(page, keystrokeQueries(locale));
  } finally {
    log.stop();
  }
  const requests = await log.take(60_000);
  return {queries, requests: requests.length, bytes: requests.reduce((sum, request) => sum + request.bytes, 0)};
}

export interface LatencySummary {
  queries: number;
  median: number;
  p95: number;
  max: number;
}

export function summarizeLatency(timings: readonly QueryTiming[]): LatencySummary {
  const latencies = timings.map((timing) => timing.latencyMs);
  return {
    queries: latencies.length,
    median: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    max: latencies.length ? Math.max(...latencies) : NaN,
  };
}
