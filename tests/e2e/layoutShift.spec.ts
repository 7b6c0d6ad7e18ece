import {PAGE_TYPES} from '../../common/pageTypes';
import type {Page} from '@playwright/test';
import {expect, gotoHydrated, inTabGroups, localePath, locales, test, twoFrames} from './fixtures';

/**
 * Nothing on a page moves while its scripts start: what the server sent is what the page looks like once it has
 * hydrated, and content that arrives later (search results) does not push what is in view. Every page type (the
 * search page with its results and without a query), on a first visit, so the cookie banner is open.
 */
const PAGES: {path: string; ready?: string}[] = [
  ...PAGE_TYPES.map((type) => ({path: type.sample, ready: type.id === 'search' ? 'main article' : undefined})),
  {path: '/search'},
];
const VIEWPORTS = [
  {name: 'desktop', width: 1350, height: 940},
  {name: 'phone', width: 390, height: 844},
];

/**
 * Records every layout shift, with where its elements' top left corners were and went (x, y in px), and when the
 * page as parsed in full was first painted (the second frame after DOMContentLoaded).
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__parsedAndPainted = performance.now()))),
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        startTime: entry.startTime,
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map(({node, previousRect, currentRect}) => {
          const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + '.' + node.className : String(node && node.nodeName);
          const at = (rect) => '(' + Math.round(rect.x) + ', ' + Math.round(rect.y) + ')';
          return name + ' ' + at(previousRect) + ' → ' + at(currentRect);
        }),
      });
    }
  }).observe({type: 'layout-shift', buffered: true});
`;

interface Shift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/**
 * The shifts once the whole page as sent was painted: from then on only the page's scripts change it. (Before,
 * the browser may paint a page it has only partly read, and the footer of a short page climbs as the rest
 * arrives; no page code can change that.)
 */
async function shiftsAfterParsing(page: Page, ready: string | undefined): Promise<Shift[]> {
  if (ready) {
    await expect(page.locator(ready).first()).toBeVisible({timeout: 15_000});
  }
  // The effects after hydration (colour mode, consent, the announcement bar) get two frames.
  await twoFrames(page);
  return page.evaluate(() => {
    const recorded = window as unknown as {__shifts: Shift[]; __parsedAndPainted: number};
    return recorded.__shifts.filter((shift) => !shift.hadRecentInput && shift.startTime >= recorded.__parsedAndPainted);
  });
}

for (const locale of locales) {
  for (const viewport of VIEWPORTS) {
    inTabGroups(PAGES).forEach((group, index) => {
      test(`nothing in view moves once a page is painted (${locale}, ${viewport.name}, group ${index + 1})`, async ({
        browser,
      }) => {
        // Each page loads on a CPU four times slower: a group takes 15–25 s.
        test.setTimeout(60_000);
        const context = await browser.newContext({viewport: {width: viewport.width, height: viewport.height}});
        const page = await context.newPage();
        // A slow phone's CPU: the frames between the server's page and the hydrated one last long enough to be
        // painted.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await page.addInitScript(RECORD_SHIFTS);
        for (const {path, ready} of group) {
          await gotoHydrated(page, localePath(locale, path));
          const shifts = await shiftsAfterParsing(page, ready);
          expect
            .soft(
              shifts.flatMap((shift) => shift.sources),
              path,
            )
            .toEqual([]);
        }
        await context.close();
      });
    });
  }
}
