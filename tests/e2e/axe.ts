import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule sets every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and returns one line per violation: the rule, its impact and the first
 * elements it found, so a failing test names the page, the rule and the element.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Shows the page in the given colour mode from its first paint, as for a visitor who chose it earlier. */
export async function openInColorMode(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
