// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {settle, stubFrames} from '@site/tests/unit/frames';

/** jsdom has no IntersectionObserver: one that never reports, as for a page whose code is far below. */
class FarAwayObserver {
  observe(): void {}
  disconnect(): void {}
}

let paintFrame: () => Promise<void>;

/** A fresh module (its promise is once per tab) and whether its promise has resolved so far. */
async function watchCode(): Promise<() => boolean> {
  vi.resetModules();
  const {whenCodeNeeded} = await import('./whenCodeNeeded');
  let resolved = false;
  void whenCodeNeeded().then(() => (resolved = true));
  return () => resolved;
}

describe('whenCodeNeeded', () => {
  beforeEach(() => {
    paintFrame = stubFrames();
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    document.body.innerHTML = '<nav><div class="navbar__search"><input></div><button>menu</button></nav>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a tap', () => document.querySelector('button')!.dispatchEvent(new Event('pointerdown', {bubbles: true}))],
    ['a key', () => window.dispatchEvent(new Event('keydown'))],
  ])('after %s, waits for the frame that shows it before loading the highlighter', async (_, interact) => {
    const resolved = await watchCode();
    interact();
    await settle();
    expect(resolved()).toBe(false);
    await paintFrame();
    expect(resolved()).toBe(true);
  });

  it('a scroll loads it at once', async () => {
    const resolved = await watchCode();
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(resolved()).toBe(true);
  });

  it('a tap in the search box does not load it', async () => {
    const resolved = await watchCode();
    document.querySelector('input')!.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    await paintFrame();
    await paintFrame();
    expect(resolved()).toBe(false);
  });
});
