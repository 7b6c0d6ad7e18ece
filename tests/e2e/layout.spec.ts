import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {labels} from './labels';

test('the browser reaches no host but the test server', async ({page}) => {
  await expect(page.goto('https://www.googletagmanager.com/gtag/js')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
  await expect(page.goto('http://localhost.example/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
});

for (const locale of locales) {
  const l = labels[locale];
  const p = (path: string) => localePath(locale, path);

  test.describe(`layout (${locale})`, () => {
    test('the mobile menu at 800 px slides out, shows the docs sidebar and goes back to the main menu', async ({
      page,
    }) => {
      await page.setViewportSize({width: 800, height: 900});
      await gotoHydrated(page, p('/docs/cardano/hydra'));
      await expect(page.locator('.navbar__items--right .navbar__item').first()).toBeHidden();
      await page.getByRole('button', {name: /navigation bar|ナビゲーションバー/i}).click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      // The page under the open menu does not scroll.
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      const back = sidebar.getByRole('button', {name: l.backToMainMenu});
      await expect(back).toBeVisible();
      await back.click();
      const primary = sidebar.locator('.navbar-sidebar__item.menu').first();
      await expect(primary.getByRole('link', {name: l.contact, exact: true})).toBeVisible();
      await expect(primary.getByText(l.docs, {exact: true})).toBeVisible();
      await primary.getByRole('link', {name: l.contact, exact: true}).click();
      await expect(page).toHaveURL(p('/contact'));
      await expect(sidebar).toBeHidden();
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    });

    test('the phone menu marks one page at most as the current one, and names its icon link', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      for (const path of ['/', '/products/holorealcapsule/', '/contact']) {
        await gotoHydrated(page, p(path));
        await page.getByRole('button', {name: /navigation bar|ナビゲーションバー/i}).click();
        const menu = page.locator('.navbar-sidebar');
        // Open every dropdown, so that their links are in the count too.
        for (const caret of await menu.locator('.menu__caret, .menu__link--sublist-caret').all()) {
          if ((await caret.getAttribute('aria-expanded')) === 'false') {
            await caret.click();
          }
        }
        const current = await menu
          .locator('a.menu__link--active')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(new Set(current).size, `${path}: current pages ${current.join(', ')}`).toBeLessThanOrEqual(1);
        const repository = menu.locator('a.header-repository-link');
        await expect(repository).toHaveText('GitHub');
        await expect(repository).toBeVisible();
        await page.keyboard.press('Escape');
      }
    });

    test('the footer has its three columns, the slogan, the copyright and colour-mode images', async ({page}) => {
      await gotoHydrated(page, p('/'));
      const footer = page.locator('footer');
      await expect(footer.locator('.footer__title')).toHaveText(l.footerTitles);
      await expect(footer.locator('.footer__links .footer__item')).toHaveText(l.footerLinks);
      await expect(footer).toContainText(l.slogan);
      await expect(footer).toContainText('Copyright 2023-2025 Holoreal Inc.');
      const lightImage = footer.locator('img[src$="footer-chain-light.svg"]');
      await expect(lightImage).toBeVisible();
      await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(footer.locator('img[src$="footer-chain-dark.svg"]')).toBeVisible();
      await expect(lightImage).toBeHidden();
    });

    test('the skip link moves focus to the main content', async ({page}) => {
      await gotoHydrated(page, p('/products/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: l.skipLink});
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      const focusedInMain = await page.evaluate(() => {
        const main = document.querySelector('main');
        return !!main && (document.activeElement === main || main.contains(document.activeElement));
      });
      expect(focusedInMain).toBe(true);
      // The next Tab lands on the first link of the main content, past the navbar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    });

    test('a dismissed announcement stays dismissed after a reload', async ({page}) => {
      await gotoHydrated(page, p('/'));
      const bar = page.getByRole('banner').filter({has: page.locator('[class*=announcementBarContent]')});
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: l.closeAnnouncement}).click();
      await expect(bar).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect(page.locator('[class*=announcementBarContent]')).toHaveCount(0);
    });

    test('colour mode follows the OS until chosen, then cycles system → light → dark → system', async ({page}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await gotoHydrated(page, p('/'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.emulateMedia({colorScheme: 'light'});
      await expect(html).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(html).toHaveAttribute('data-theme', 'dark');

      const toggle = page.locator('[class*=colorModeToggle] button').first();
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      await page.emulateMedia({colorScheme: 'light'});
      await expect(html).toHaveAttribute('data-theme', 'light');
    });

    test('the page takes its new colours at once, and links fade on hover again afterwards', async ({page}) => {
      await page.emulateMedia({colorScheme: 'light'});
      await gotoHydrated(page, p('/'));
      const html = page.locator('html');
      const link = page.locator('.navbar__link').first();
      const fade = await link.evaluate((element) => getComputedStyle(element).transitionDuration);
      expect(fade).not.toBe('0s');
      // System → light first, so that the pointer already rests on the toggle (its hover has its own transition).
      const toggle = page.locator('[class*=colorModeToggle] button').first();
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme-choice', 'light');
      await expect(link).toHaveCSS('transition-duration', fade);
      await page.evaluate(() => {
        const counted = window as unknown as {transitionsRun: number};
        counted.transitionsRun = 0;
        document.addEventListener('transitionrun', () => counted.transitionsRun++);
      });
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(link).toHaveCSS('transition-duration', fade);
      expect(await page.evaluate(() => (window as unknown as {transitionsRun: number}).transitionsRun)).toBe(0);
    });

    test('without any preference the site starts light', async ({page}) => {
      await page.emulateMedia({colorScheme: 'no-preference'});
      await gotoHydrated(page, p('/'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });

    test('an unknown path shows the not-found page of the locale with status 404', async ({page}) => {
      const response = await page.goto(p('/no/such/page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.notFoundTitle);
      await expect(page.getByText(l.notFoundBody)).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.getByRole('link', {name: l.notFoundHome}).click();
      await expect(page).toHaveURL(p('/'));
    });

    test("a docs page paints before the app's scripts start, then hydrates", async ({page}) => {
      // Records when the main bundle's <script> enters the document: parsed from the HTML, or inserted later.
      await page.addInitScript(() => {
        new MutationObserver((records) => {
          const added = records.flatMap((record) => Array.from(record.addedNodes));
          const main = added.find((node) => node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src));
          const w = window as unknown as {mainScriptAt?: number};
          if (main && w.mainScriptAt === undefined) {
            w.mainScriptAt = performance.now();
          }
        }).observe(document, {childList: true, subtree: true});
      });
      // gotoHydrated waits for React to hydrate: the app still starts.
      await gotoHydrated(page, p('/docs/cardano/hydra'));
      const {firstContentfulPaint, mainScriptAt} = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        mainScriptAt: (window as unknown as {mainScriptAt?: number}).mainScriptAt,
      }));
      expect(firstContentfulPaint).toBeGreaterThan(0);
      expect(mainScriptAt).toBeGreaterThanOrEqual(firstContentfulPaint!);
    });

    test('the app-load notice shows on the home page only when the app fails to load', async ({page}) => {
      const notice = page.getByRole('alert').filter({hasText: l.appLoadFailed});
      await gotoHydrated(page, p('/'));
      // Not even hidden in the DOM, where a crawler that runs scripts could index it.
      await expect(page.getByText(l.appLoadFailed)).toHaveCount(0);
      // Docusaurus's own banner is switched off: the site's notice replaces it.
      await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
      // The main bundle fails to load.
      await page.route('**/assets/js/main.*.js', (route) => route.abort());
      await page.goto(p('/'));
      await expect(notice).toBeVisible();
      await page.unrouteAll();
      // What a wrong base address does: the stylesheet and the scripts are not found.
      await page.route('**/assets/**', (route) => route.fulfill({status: 404}));
      await page.goto(p('/'));
      await expect(notice).toBeVisible();
      await page.goto(p('/contact'));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByText(l.appLoadFailed)).toHaveCount(0);
    });

    test('.html and index.html suffixes resolve to the same page', async ({page}) => {
      for (const [suffixed, canonical, heading] of [
        ['/contact.html', '/contact', l.contact],
        ['/products/index.html', '/products/', null],
        ['/docs/cardano/hydra.html', '/docs/cardano/hydra', null],
      ] as const) {
        const response = await page.goto(p(suffixed));
        expect(response?.status()).toBe(200);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await expect(page).toHaveURL(p(canonical));
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        if (heading) {
          await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
        }
        await expect(page.getByRole('heading', {name: l.notFoundTitle})).toHaveCount(0);
      }
    });
  });
}
