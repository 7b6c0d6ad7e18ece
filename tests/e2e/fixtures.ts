import {test as base, expect, type Page} from '@playwright/test';

import {LOCALES} from '../../common/sitePaths';

export {localePath, type Locale} from '../../common/sitePaths';
export const locales = LOCALES;

/** Every test: requests to hosts other than the test server are blocked; the site must work without them. */
export const test = base.extend<{blockExternal: void}>({
  blockExternal: [
    async ({context, baseURL}, use) => {
      const origin = new URL(baseURL!).origin;
      await context.route(
        (url) => url.origin !== origin && url.protocol.startsWith('http'),
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    {auto: true},
  ],
});

/** Waits until React has hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export {expect};
