import {test as base, expect, type Page} from '@playwright/test';

export type Locale = 'ja' | 'en';
export const locales: readonly Locale[] = ['ja', 'en'];

/** Prefix a locale-less site path with the locale's base path. */
export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? `/en${path}` : path;
}

/** Every test: requests to hosts other than the test server are blocked, as DESIGN.md requires. */
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
