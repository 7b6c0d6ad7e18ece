// @vitest-environment jsdom
import {act, renderHook} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {stubFrames} from '@site/tests/unit/frames';
import {useChoiceFirst} from './useChoiceFirst';

let paintFrame: () => Promise<void>;

/** The hook over a colour mode that `apply` changes, as the theme's provider does. */
function renderToggle(initial: 'light' | 'dark' | null) {
  const applied: ('light' | 'dark' | null)[] = [];
  let value = initial;
  const apply = (choice: 'light' | 'dark' | null) => {
    applied.push(choice);
    value = choice;
  };
  const hook = renderHook(() => useChoiceFirst(value, apply));
  return {hook, applied};
}

describe('useChoiceFirst', () => {
  beforeEach(() => {
    paintFrame = stubFrames();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the choice at once and applies it after the next frame', async () => {
    const {hook, applied} = renderToggle('light');
    act(() => hook.result.current.choose('dark'));
    expect(hook.result.current.shown).toBe('dark');
    expect(applied).toEqual([]);
    await act(paintFrame);
    expect(applied).toEqual(['dark']);
    hook.rerender();
    expect(hook.result.current.shown).toBe('dark');
  });

  it('keeps the system choice (null) apart from no choice pending', async () => {
    const {hook, applied} = renderToggle('dark');
    act(() => hook.result.current.choose(null));
    expect(hook.result.current.shown).toBeNull();
    await act(paintFrame);
    expect(applied).toEqual([null]);
  });

  it('applies two quick clicks in order and shows the second until both are applied', async () => {
    const {hook, applied} = renderToggle(null);
    act(() => hook.result.current.choose('light'));
    act(() => hook.result.current.choose('dark'));
    expect(hook.result.current.shown).toBe('dark');
    await act(paintFrame);
    expect(applied).toEqual(['light', 'dark']);
    hook.rerender();
    expect(hook.result.current.shown).toBe('dark');
  });
});
