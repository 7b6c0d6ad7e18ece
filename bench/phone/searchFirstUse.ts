import type {Page} from '@playwright/test';
import type {Locale} from '../../common/sitePaths';
import type {RequestLog, RequestRecord} from './requests';

/** The navbar's search box (src/theme/SearchBar) and its suggestion list, as the built page renders them. */
export const SEARCH_INPUT = '.navbar__search input.navbar__search-input';
export const SEARCH_MENU = '.navbar__search [role=listbox]';

/**
 * The query typed on first use, one per locale: a word of every search context of that locale (`署名`, signature,
 * is on every Japanese docs set and in News Plus; `hydra` likewise in English).
 */
export const FIRST_QUERY: Record<Locale, string> = {ja: '署名', en: 'hydra'};

/**
 * The "no results" state counts as a list shown: the current plugin's template (`noResults_*`) or a status line
 * of the navbar box (`role=status`) with some text.
 */
export const NO_RESULTS = '.navbar__search [class*="noResults"], .navbar__search [role=status]';

const LOAD_TIMEOUT = 120_000;
const LIST_TIMEOUT = 60_000;

export interface FirstUse {
  /** Focus of the search box → the frame after the first suggestion list (or "no results") is visible. */
  ms: number;
  /** The first touch of the box (touchstart) → the same frame; a tap touches before it focuses. */
  fromTouchMs: number;
  /** Bytes of the requests started from the tap until the list was visible (as sent, headers included). */
  bytes: number;
  requests: RequestRecord[];
  /** What was shown first: the number of visible suggestions, or the status text when there were none. */
  options: number;
  text: string;
}

interface FirstUseState {
  touchAt: number;
  focusAt: number;
  shownAt: number;
  options: number;
  text: string;
}

interface PhoneWindow {
  __phoneSearch: FirstUseState;
}

/** Opens `url` as a first visit does and waits until the page is hydrated and the network is quiet. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, {timeout: LOAD_TIMEOUT});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: LOAD_TIMEOUT});
  await page.waitForLoadState('networkidle', {timeout: LOAD_TIMEOUT});
}

/**
 * Records in the page the first touch and focus of the box and the frame in which a list first becomes visible.
 * The function runs in the page as its source text; tsx names every function value it holds with a helper the page
 * lacks (`__name`), so it keeps to anonymous callbacks.
 */
async function watchFirstUse(page: Page): Promise<void> {
  await page.evaluate(
    ({input, menu, noResults}) => {
      const state: FirstUseState = {touchAt: -1, focusAt: -1, shownAt: -1, options: 0, text: ''};
      (window as unknown as PhoneWindow).__phoneSearch = state;
      addEventListener(
        'touchstart',
        (event) => {
          if (state.touchAt < 0 && event.target instanceof Element && event.target.closest('.navbar__search')) {
            state.touchAt = performance.now();
          }
        },
        {capture: true, passive: true},
      );
      // focus does not bubble, but a capture listener on the window sees it on its way to the input.
      addEventListener(
        'focus',
        (event) => {
          if (state.focusAt < 0 && event.target instanceof Element && event.target.matches(input)) {
            state.focusAt = performance.now();
          }
        },
        {capture: true},
      );
      // Attributes too: a list can become visible by a class, style or `hidden` change alone.
      const observer = new MutationObserver(() => {
        if (state.focusAt < 0) {
          return;
        }
        let options = 0;
        let text = '';
        for (const element of Array.from(document.querySelectorAll(`${menu} [role=option], ${noResults}`))) {
          const box = element.getBoundingClientRect();
          // Laid out larger than 1×1 px: a visually hidden live region is not a visible state.
          if (
            !element.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}) ||
            box.width <= 1 ||
            box.height <= 1
          ) {
            continue;
          }
          if (element.matches('[role=option]')) {
            options += 1;
          } else {
            text ||= (element.textContent ?? '').trim().slice(0, 80);
          }
        }
        if (options === 0 && !text) {
          return;
        }
        observer.disconnect();
        Object.assign(state, {options, text: options ? '' : text});
        // rAF runs before the frame that shows the list is painted; the task after it, once it is.
        requestAnimationFrame(() => setTimeout(() => (state.shownAt = performance.now()), 0));
      });
      observer.observe(document.body, {childList: true, subtree: true, attributes: true, characterData: true});
    },
    {input: SEARCH_INPUT, menu: SEARCH_MENU, noResults: NO_RESULTS},
  );
}

/**
 * Taps the navbar search box of a loaded page, types `query` and waits for the first list. The request log counts
 * from just before the tap, not from the focus: a tap's touchstart (and its emulated mouseenter) come before the
 * focus, and a search box may start loading on either.
 */
export async function measureFirstUse(page: Page, log: RequestLog, query: string): Promise<FirstUse> {
  const box = page.locator(SEARCH_INPUT);
  if (!(await box.isVisible())) {
    throw new Error(`${page.url()}: the search box (${SEARCH_INPUT}) is not visible at this width`);
  }
  await watchFirstUse(page);
  log.start();
  await box.tap();
  await page.keyboard.type(query);
  try {
    await page.waitForFunction(() => (window as unknown as PhoneWindow).__phoneSearch.shownAt > 0, undefined, {
      timeout: LIST_TIMEOUT,
      polling: 50,
    });
  } catch (error) {
    throw new Error(`${page.url()}: no suggestion list for "${query}" within ${LIST_TIMEOUT} ms`, {cause: error});
  } finally {
    log.stop();
  }
  const requests = await log.take(LIST_TIMEOUT);
  const state = await page.evaluate(() => (window as unknown as PhoneWindow).__phoneSearch);
  return {
    ms: state.shownAt - state.focusAt,
    fromTouchMs: state.touchAt >= 0 ? state.shownAt - state.touchAt : NaN,
    bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
    requests,
    options: state.options,
    text: state.text,
  };
}
