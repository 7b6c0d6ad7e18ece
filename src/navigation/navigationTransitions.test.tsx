// @vitest-environment jsdom
import React, {useEffect, useState} from 'react';
import {cleanup, render} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {navigateInTransitions} from './navigationTransitions';

/** The router's side of a history: push and replace move to a path and tell every listener at once. */
function memoryHistory() {
  const listeners = new Set<(path: string) => void>();
  const history = {
    path: '/docs/cardano/hydra',
    listen(listener: (path: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push(path: string) {
      history.path = path;
      listeners.forEach((listener) => listener(path));
    },
    replace(path: string) {
      history.path = path;
      listeners.forEach((listener) => listener(path));
    },
  };
  return history;
}

type MemoryHistory = ReturnType<typeof memoryHistory>;

/** A page that shows the router's location, with a link-like button that navigates on click. */
function Page({history, method}: {history: MemoryHistory; method: 'push' | 'replace'}) {
  const [path, setPath] = useState(history.path);
  useEffect(() => history.listen(setPath), [history]);
  return <button onClick={() => history[method]('/docs/cardano/')}>{path}</button>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** What the page shows when the click's task (its handlers and the microtasks after them) has ended. */
async function shownAfterClick(history: MemoryHistory) {
  const button = document.querySelector('button')!;
  expect(button.textContent).toBe('/docs/cardano/hydra');
  button.click();
  await Promise.resolve();
  await Promise.resolve();
  const duringClick = button.textContent;
  await settle();
  return {duringClick, after: document.querySelector('button')!.textContent, history};
}

describe('navigations as React transitions', () => {
  const actEnvironment = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean};

  beforeEach(() => {
    // Real scheduling, as in a browser, once mounted: inside act() every update would be flushed at once.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    cleanup();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  async function mount(history: MemoryHistory, method: 'push' | 'replace') {
    render(<Page history={history} method={method} />);
    await settle();
  }

  it('without them, the click renders the next location in its own task (the behaviour being changed)', async () => {
    const history = memoryHistory();
    await mount(history, 'push');
    expect(await shownAfterClick(history)).toMatchObject({
      duringClick: '/docs/cardano/',
      after: '/docs/cardano/',
    });
  });

  for (const method of ['push', 'replace'] as const) {
    it(`with them, ${method} leaves the click's task short and renders the next location after it`, async () => {
      const history = memoryHistory();
      navigateInTransitions(history);
      await mount(history, method);
      expect(await shownAfterClick(history)).toMatchObject({
        duringClick: '/docs/cardano/hydra',
        after: '/docs/cardano/',
      });
      expect(history.path).toBe('/docs/cardano/');
    });
  }

  it('puts the original methods back when undone', () => {
    const history = memoryHistory();
    const {push, replace} = history;
    const undo = navigateInTransitions(history);
    expect(history.push).not.toBe(push);
    undo();
    expect(history.push).toBe(push);
    expect(history.replace).toBe(replace);
  });
});
