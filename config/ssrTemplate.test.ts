import {describe, expect, it} from 'vitest';
import {APP_SCRIPTS_SETTLED_EVENT} from '../common/appScriptsSettled';
import {ssrTemplate, startAfterFirstPaintScript} from './ssrTemplate';

const SCRIPTS = ['/assets/js/runtime~main.js', '/assets/js/main.js'];

interface FakeScript {
  src: string;
  async: boolean;
  onload?: () => void;
  onerror?: () => void;
}

/** Just enough of a browser to run the start script and watch what it inserts and dispatches. */
function fakeBrowser({hidden = false, paintTiming = true} = {}) {
  const elements: FakeScript[] = [];
  const dispatched: string[] = [];
  const frames: (() => void)[] = [];
  const timers: {ms: number; run: () => void}[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {appendChild: (element: FakeScript) => elements.push(element)},
    createElement: (): FakeScript => ({src: '', async: true}),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const window = {dispatchEvent: (event: Event) => dispatched.push(event.type)};
  const code = new Function(
    'window',
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    startAfterFirstPaintScript(JSON.stringify(SCRIPTS)),
  );
  code(
    window,
    document,
    PerformanceObserver,
    (frame: () => void) => frames.push(frame),
    (callback: () => void, ms: number) => timers.push({ms, run: callback}),
  );
  return {
    get inserted() {
      return elements.map(({src, async}) => ({src, async}));
    },
    elements,
    dispatched,
    paint: (name: string) => observer?.({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])}),
    nextFrame: () => frames.shift()?.(),
    fire: (type: string) => listeners[type]?.(),
    timers,
  };
}

const inOrder = SCRIPTS.map((src) => ({src, async: false}));

describe('the app starts after the first contentful paint', () => {
  it('inserts the scripts in order only once the first-contentful-paint entry arrives, and only once', () => {
    const browser = fakeBrowser();
    browser.nextFrame();
    browser.nextFrame();
    browser.paint('first-paint');
    expect(browser.inserted).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.inserted).toEqual(inOrder);
    browser.paint('first-contentful-paint');
    browser.fire('visibilitychange');
    browser.timers.forEach((timer) => timer.run());
    expect(browser.inserted).toEqual(inOrder);
  });

  it('starts at once in a background tab, which paints nothing', () => {
    expect(fakeBrowser({hidden: true}).inserted).toEqual(inOrder);
  });

  it('starts when the tab is hidden before its first paint (no paint entry would come)', () => {
    const browser = fakeBrowser();
    browser.fire('visibilitychange');
    expect(browser.inserted).toEqual(inOrder);
  });

  it('without Paint Timing, starts after two animation frames', () => {
    const browser = fakeBrowser({paintTiming: false});
    browser.nextFrame();
    expect(browser.inserted).toEqual([]);
    browser.nextFrame();
    expect(browser.inserted).toEqual(inOrder);
  });

  it('starts after 5 s whatever happened', () => {
    const browser = fakeBrowser();
    expect(browser.timers.map((timer) => timer.ms)).toEqual([5000]);
    browser.timers[0]!.run();
    expect(browser.inserted).toEqual(inOrder);
  });
});

describe('the settled event (what the app-load notice waits for)', () => {
  it('is dispatched once the last script has run, not the first', () => {
    const browser = fakeBrowser({hidden: true});
    browser.elements[0]!.onload?.();
    expect(browser.dispatched).toEqual([]);
    browser.elements[1]!.onload!();
    expect(browser.dispatched).toEqual([APP_SCRIPTS_SETTLED_EVENT]);
  });

  it('is dispatched when the last script fails to load', () => {
    const browser = fakeBrowser({hidden: true});
    browser.elements[1]!.onerror!();
    expect(browser.dispatched).toEqual([APP_SCRIPTS_SETTLED_EVENT]);
  });
});

describe('the page template', () => {
  it('neither runs the scripts deferred nor preloads them, and ends the body with the start script', () => {
    expect(ssrTemplate()).not.toContain('defer');
    expect(ssrTemplate()).not.toContain('rel="preload"');
    expect(ssrTemplate()).toMatch(/<%~ it\.postBodyTags %>\s*<script>\(function\(s\)[\s\S]*?<\/script>\s*<\/body>/);
  });
});
