import type {BrowserContext, Page} from '@playwright/test';

/** A main-thread task of 50 ms or more (Long Tasks API), in page time. */
export interface LongTask {
  start: number;
  duration: number;
}

/** One entry of the Event Timing API that belongs to an interaction (a tap, click or key press). */
export interface EventEntry {
  interactionId: number;
  name: string;
  start: number;
  /** Input delay + processing + until the next frame is presented, rounded to 8 ms by the browser. */
  duration: number;
}

interface ObservedWindow {
  __bench: {longTasks: LongTask[]; events: EventEntry[]};
}

/**
 * Collects long tasks and interaction events from the page's first script on. Passed as source text: the page
 * has none of the helpers tsx would wrap a function value in.
 */
const OBSERVER_SOURCE = `
  window.__bench = {longTasks: [], events: []};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__bench.events.push({
          interactionId: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration,
        });
      }
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
`;

export async function observeMainThread(context: BrowserContext): Promise<void> {
  await context.addInitScript(OBSERVER_SOURCE);
}

export function longTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => (window as unknown as ObservedWindow).__bench.longTasks);
}

export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * The interactions that began at or after `since` (page time), each as its longest event's duration, which is
 * what INP counts for it.
 */
export async function interactionsSince(page: Page, since: number): Promise<{name: string; duration: number}[]> {
  const events = await page.evaluate(() => (window as unknown as ObservedWindow).__bench.events);
  const byId = new Map<number, {name: string; duration: number}>();
  for (const event of events.filter((entry) => entry.start >= since)) {
    const known = byId.get(event.interactionId);
    if (!known || event.duration > known.duration) {
      byId.set(event.interactionId, {name: event.name, duration: event.duration});
    }
  }
  return [...byId.values()];
}
