import {expect, type Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import type {AxeResults, RunOptions} from 'axe-core';

/*
 * axe-core run in the page directly. The page is checked as it is, once or several times (each colour mode)
 * after one injection: evaluating axe's 500 KB source costs about 0.9 s a page here and each run 0.3–0.7 s,
 * where @axe-core/playwright re-injected for every run and added about 2 s. The minified build parses faster.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
const OPTIONS: RunOptions = {
  runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']},
  resultTypes: ['violations'],
};

/**
 * What can change when the system turns dark: only colours (the theme swaps CSS variables) and the images the
 * theme swaps or redraws (the footer logo, the light or dark drawing of a diagram); the markup axe's other rules read is the same.
 * The dark pass runs these rules only, about half the cost of a full run, since colour contrast is most of it.
 */
export const DARK_MODE_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
];
export const DARK_OPTIONS: RunOptions = {runOnly: {type: 'rule', values: DARK_MODE_RULES}, resultTypes: ['violations']};

function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  return page.evaluate(
    (options) =>
      (window as unknown as {axe: {run: (context: Document, options: RunOptions) => Promise<AxeResults>}}).axe.run(
        document,
        options,
      ),
    options,
  );
}

/**
 * Runs axe on the page as it is now and returns one line per violation: the rule, its impact and the first
 * elements it found, so a failing test names the page, the rule and the element. Building a CSS selector for
 * every element checked is a quarter of a run's time: the check runs without, and only the rules that failed run
 * again to name their elements.
 */
export async function axeViolations(page: Page, options: RunOptions = OPTIONS): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const found = await runAxe(page, {...options, selectors: false});
  if (found.violations.length === 0) {
    return [];
  }
  const named = await runAxe(page, {
    ...options,
    runOnly: {type: 'rule', values: found.violations.map((violation) => violation.id)},
  });
  return named.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
        .join(' | ')}`,
  );
}

/**
 * Turns the open page dark the way a visitor's system does (the site follows the system's preference until the
 * visitor picks a mode), without any interaction that would load deferred code. The system also asks for less
 * motion, so the colours change at once instead of in a 200 ms transition that every check would wait out (the
 * colours reached are the same); the wait below stays for anything that still animates.
 */
export async function switchSystemToDark(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'dark', reducedMotion: 'reduce'});
  await page.waitForFunction(
    () => document.documentElement.dataset.theme === 'dark' && document.getAnimations().length === 0,
  );
}

/**
 * Checks the open page, shown in light mode, then turns the system dark and checks what dark mode can change
 * (DARK_MODE_RULES). Soft assertions that name the page: a test that checks several pages reports every one
 * that fails.
 */
export async function expectNoAxeViolationsInBothModes(page: Page, path: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe, light mode: ${path}`).toEqual([]);
  await switchSystemToDark(page);
  expect.soft(await axeViolations(page, DARK_OPTIONS), `axe, dark mode: ${path}`).toEqual([]);
}
