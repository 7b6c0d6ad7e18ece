import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

/**
 * The first `Intl.DateTimeFormat` or `Intl.NumberFormat` a page creates loads the browser's locale data: 100–300 ms
 * of main thread at 4× CPU in one task. Pages with dates and counts write them with `src/data/format.ts` instead,
 * so none of them makes one while it loads and hydrates.
 */
const PAGES = ['/docs/cardano/hydra', '/newsplus/hydra-faq', '/newsplus/', '/newsplus/archive', '/privacy', '/'];

for (const locale of locales) {
  test(`pages with dates hydrate without loading the locale data of Intl (${locale})`, async ({page}) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as {intlMade: string[]}).intlMade = made;
      /** Counts every call of `owner[name]` (as a function or a constructor) under `label`. */
      const count = (owner: object, name: string, label: string) => {
        const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
        Object.defineProperty(owner, name, {
          configurable: true,
          writable: true,
          value: new Proxy(original, {
            construct(target, args: unknown[]) {
              made.push(label);
              return Reflect.construct(target, args) as object;
            },
            apply(target, self, args: unknown[]) {
              made.push(label);
              return Reflect.apply(target, self, args);
            },
          }),
        });
      };
      count(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
      count(Intl, 'NumberFormat', 'Intl.NumberFormat');
      count(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
      count(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
      count(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    });
    for (const path of PAGES) {
      await gotoHydrated(page, localePath(locale, path));
      await expect(page.locator('main').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {intlMade: string[]}).intlMade), path).toEqual([]);
    }
  });
}
