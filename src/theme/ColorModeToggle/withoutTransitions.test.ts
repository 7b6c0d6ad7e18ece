// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {settle, stubFrames} from '@site/tests/unit/frames';
import {withoutTransitions} from './withoutTransitions';

let paintFrame: () => Promise<void>;
const transitionsOff = () =>
  Array.from(document.head.querySelectorAll('style')).some((style) => style.textContent?.includes('transition:none'));

describe('withoutTransitions', () => {
  beforeEach(() => {
    paintFrame = stubFrames();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns transitions off for the change and on again once its frame is painted', async () => {
    document.documentElement.dataset.theme = 'light';
    let offDuringChange = false;
    withoutTransitions(() => {
      document.documentElement.dataset.theme = 'dark';
      offDuringChange = transitionsOff();
    });
    expect(offDuringChange).toBe(true);
    await settle();
    expect(transitionsOff()).toBe(true);
    await paintFrame();
    expect(transitionsOff()).toBe(false);
  });

  it('leaves them on when the colours stay as they were', () => {
    document.documentElement.dataset.theme = 'light';
    withoutTransitions(() => {
      document.documentElement.dataset.themeChoice = 'light';
    });
    expect(transitionsOff()).toBe(false);
  });

  it('turns them on again when the change throws', async () => {
    document.documentElement.dataset.theme = 'light';
    expect(() =>
      withoutTransitions(() => {
        document.documentElement.dataset.theme = 'dark';
        throw new Error('storage full');
      }),
    ).toThrow('storage full');
    expect(transitionsOff()).toBe(true);
    await paintFrame();
    expect(transitionsOff()).toBe(false);
  });
});
