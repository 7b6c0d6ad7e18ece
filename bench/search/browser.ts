import type {Page} from '@playwright/test';
import type {Query} from './queries';

/**
 * The navbar search of @easyops-cn/docusaurus-search-local, as the built page renders it: the input
 * `input.navbar__search-input` inside `.navbar__search`. On the first hover or focus the plugin fetches the
 * context's index into a web worker, then autocomplete.js wraps the input and adds the suggestion menu
 * `[role=listbox]` (class dropdownMenu_*), whose dataset holds `[role=option]` suggestions (suggestion_*) or
 * the "no results" template (noResults_*). Every search re-renders the dataset, so a DOM mutation in the menu after
 * the last keystroke is the new list.
 */
export const SEARCH_INPUT = '.navbar__search input.navbar__search-input';
export const SEARCH_MENU = '.navbar__search [role=listbox]';

interface Render {
  at: number;
  paintedAt: number | null;
  options: number;
  empty: boolean;
  visible: boolean;
}

interface BenchWindow {
  __search: {inputAt: number; renders: Render[]; hoverAt: number; menuAt: number};
}

/** Time from the first hover of the search box to the index being loaded (the menu exists), in ms. */
export async function measureIndexLoad(page: Page): Promise<number> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(
    ({input, menu}) => {
      const state = {inputAt: -1, renders: [], hoverAt: -1, menuAt: -1};
      (window as unknown as BenchWindow).__search = state;
      const box = document.querySelector(input)!;
      box.addEventListener('pointerover', (event) => (state.hoverAt = event.timeStamp), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        if (document.querySelector(menu)) {
          state.menuAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.querySelector('.navbar__search')!, {childList: true, subtree: true});
    },
    {input: SEARCH_INPUT, menu: SEARCH_MENU},
  );
  await page.hover(SEARCH_INPUT);
  await page.waitForFunction(() => (window as unknown as BenchWindow).__search.menuAt > 0, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const state = (window as unknown as BenchWindow).__search;
    return state.menuAt - state.hoverAt;
  });
}

/** Watches the suggestion menu: each re-render is recorded with the time of the frame that shows it. */
async function watchMenu(page: Page): Promise<void> {
  await page.evaluate(
    ({input, menu}) => {
      const state = (window as unknown as BenchWindow).__search;
      const box = document.querySelector(input)!;
      box.addEventListener('input', (event) => (state.inputAt = event.timeStamp), {capture: true});
      const list = document.querySelector(menu)!;
      new MutationObserver(() => {
        const render: Render = {at: performance.now(), paintedAt: null, options: 0, empty: false, visible: false};
        state.renders.push(render);
        // The frame after the change: rAF runs before that frame's paint, the task after it once it is painted.
        requestAnimationFrame(() =>
          setTimeout(() => {
            render.paintedAt = performance.now();
            render.options = list.querySelectorAll('[role=option]').length;
            render.empty = list.querySelector('[class*="noResults_"]') !== null;
            render.visible = getComputedStyle(list).display !== 'none';
          }, 0),
        );
      }).observe(list, {childList: true, subtree: true});
    },
    {input: SEARCH_INPUT, menu: SEARCH_MENU},
  );
}

const renderCount = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).__search.renders.length);

async function waitForRender(page: Page, after: number, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (n) => {
        const renders = (window as unknown as BenchWindow).__search.renders;
        return renders.length > n && renders[n]!.paintedAt !== null;
      },
      after,
      {timeout},
    );
    return true;
  } catch {
    return false;
  }
}

export interface QueryTiming extends Query {
  /** Input event of the last keystroke → the next frame showing the new list (or "no results"). */
  latencyMs: number;
  /** Input event of the last keystroke → the DOM change (before layout and paint). */
  renderMs: number;
  options: number;
  empty: boolean;
}

/**
 * Types each query into the search box: all but its last character at once (and waits for that list), then the
 * last character as a keystroke, and times the list that follows it.
 */
export async function timeQueries(page: Page, queries: readonly Query[]): Promise<QueryTiming[]> {
  await watchMenu(page);
  const input = page.locator(SEARCH_INPUT);
  const timings: QueryTiming[] = [];
  for (const query of queries) {
    const chars = [...query.text];
    const prefix = chars.slice(0, -1).join('');
    await input.fill('');
    await page.waitForTimeout(50);
    const beforePrefix = await renderCount(page);
    await input.fill(prefix);
    await waitForRender(page, beforePrefix, 5_000);
    await page.waitForTimeout(100);
    const before = await renderCount(page);
    await page.keyboard.type(chars[chars.length - 1]!);
    if (!(await waitForRender(page, before, 30_000))) {
      throw new Error(`"${query.text}": no suggestion list within 30 s`);
    }
    const result = await page.evaluate((n) => {
      const state = (window as unknown as BenchWindow).__search;
      const render = state.renders[n]!;
      return {
        latencyMs: render.paintedAt! - state.inputAt,
        renderMs: render.at - state.inputAt,
        options: render.options,
        empty: render.empty,
      };
    }, before);
    timings.push({...query, ...result});
  }
  return timings;
}
