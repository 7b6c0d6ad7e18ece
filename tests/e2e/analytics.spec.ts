import type {Page} from '@playwright/test';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {labels} from './labels';

/** Every gtag call that reached dataLayer, as plain arrays (the tag script itself is blocked). */
async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

async function events(page: Page): Promise<{name: string; params: Record<string, string>}[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event')
    .map((call) => ({name: call[1] as string, params: (call[2] ?? {}) as Record<string, string>}));
}

/** Waits for route-change handlers, which report on the next tick. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(150);
}

for (const locale of locales) {
  const l = labels[locale];
  const p = (path: string) => localePath(locale, path);
  const consentTexts =
    locale === 'ja'
      ? {accept: '許可', decline: '拒否', settings: 'Cookie設定'}
      : {accept: 'Accept', decline: 'Decline', settings: 'Cookie settings'};

  /** A tour that exercises every tracked kind of interaction. */
  async function browseAround(page: Page): Promise<void> {
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL(p('/'));
    await page.locator('footer').getByRole('link', {name: l.footerLinks[9]!}).click();
    await expect(page).toHaveURL(p('/term'));
    const docs = page.locator('.navbar__items--right .dropdown > a', {hasText: new RegExp(`^${l.docs}$`)});
    // Right after a client-side navigation the navbar may re-render under the keyboard: retry the opening.
    await expect(async () => {
      await docs.focus();
      await page.keyboard.press('Enter');
      await expect(docs).toHaveAttribute('aria-expanded', 'true', {timeout: 1000});
    }).toPass({timeout: 15_000});
    await page.locator('.navbar__items--right').getByRole('link', {name: l.contact, exact: true}).click();
    await expect(page).toHaveURL(p('/contact'));
    await settle(page);
  }

  test.describe(`analytics and cookie consent (${locale})`, () => {
    test('before any choice nothing reaches the tag and no cookie is written', async ({page, context}) => {
      await gotoHydrated(page, p('/privacy'));
      await expect(page.getByTestId('cookie-consent')).toBeVisible();
      await browseAround(page);
      expect(await gtagCalls(page)).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });

    test('after Decline nothing reaches the tag, and the choice survives a reload', async ({page, context}) => {
      await gotoHydrated(page, p('/privacy'));
      await page.getByRole('button', {name: consentTexts.decline, exact: true}).click();
      await expect(page.getByTestId('cookie-consent')).toBeHidden();
      await browseAround(page);
      expect(await events(page)).toEqual([]);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
      expect(await context.cookies()).toEqual([]);
      expect(await events(page)).toEqual([]);
    });

    test('after Accept: one page_view per distinct location and one event per click kind', async ({page}) => {
      await gotoHydrated(page, p('/privacy'));
      await page.getByRole('button', {name: consentTexts.accept, exact: true}).click();
      await settle(page);
      const consent = (await gtagCalls(page)).filter((call) => call[0] === 'consent');
      expect(consent[0]).toEqual(['consent', 'default', expect.objectContaining({analytics_storage: 'denied'})]);
      expect(consent[1]).toEqual(['consent', 'update', {analytics_storage: 'granted'}]);
      expect((await gtagCalls(page)).find((call) => call[0] === 'config')?.[2]).toMatchObject({anonymize_ip: true});

      // A → B → B#x → B#x → A: four distinct locations in a row, four page views.
      await page.locator('.navbar__brand').click(); // B = home
      await expect(page).toHaveURL(p('/'));
      const home = page
        .locator('.navbar__items--right .dropdown')
        .filter({has: page.locator(':scope > a', {hasText: new RegExp(`^${l.home}$`)})});
      await home.hover();
      await home.getByRole('link', {name: l.homeItems[0]!, exact: true}).click(); // B#about
      await expect(page).toHaveURL(p('/#about'));
      await page.locator('footer').getByRole('link', {name: l.footerLinks[0]!, exact: true}).click(); // same location
      await expect(page).toHaveURL(p('/#about'));
      await page.locator('footer').getByRole('link', {name: l.footerLinks[10]!}).click(); // back to A (/privacy)
      await expect(page).toHaveURL(p('/privacy'));
      // The last page view follows the new page's render, which can come after the URL changed: polled, not slept.
      const viewedPaths = async () =>
        (await events(page)).filter((event) => event.name === 'page_view').map((view) => view.params.page_path);
      await expect.poll(viewedPaths).toEqual([p('/privacy'), p('/'), p('/#about'), p('/privacy')]);

      // Dropdown expansion (keyboard), an external link in the content.
      const docs = page.locator('.navbar__items--right .dropdown > a', {hasText: new RegExp(`^${l.docs}$`)});
      await docs.focus();
      await page.keyboard.press('Enter');
      await expect(docs).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      const external = page.locator('main a[href^="https://policies.google.com"]').first();
      await external.click({modifiers: ['ControlOrMeta']});
      await settle(page);

      const clicks = (await events(page)).filter((event) => event.name !== 'page_view');
      const kinds = clicks.map((event) => event.name);
      expect(kinds).toEqual([
        'brand_click',
        'navbar_click',
        'footer_click',
        'footer_click',
        'dropdown_expand',
        'external_link_click',
      ]);
      expect(clicks[0]!.params.link_url).toMatch(new RegExp(`${p('/')}$`));
      expect(clicks[1]!.params).toMatchObject({link_text: l.homeItems[0]});
      expect(clicks[2]!.params).toMatchObject({link_text: l.footerLinks[0]});
      expect(clicks[3]!.params).toMatchObject({link_text: l.footerLinks[10]});
      expect(clicks[4]!.params).toMatchObject({link_text: l.docs});
      expect(clicks[5]!.params.link_url).toContain('policies.google.com');
    });

    test('the choice survives a reload and the footer link reopens the banner to change it', async ({
      page,
      context,
    }) => {
      await gotoHydrated(page, p('/'));
      await page.getByRole('button', {name: consentTexts.accept, exact: true}).click();
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
      await settle(page);
      expect((await events(page)).filter((event) => event.name === 'page_view')).toHaveLength(1);

      await page.getByRole('button', {name: consentTexts.settings}).click();
      const banner = page.getByTestId('cookie-consent');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', {name: consentTexts.accept, exact: true})).toBeFocused();
      await banner.getByRole('button', {name: consentTexts.decline, exact: true}).click();
      const before = (await events(page)).length;
      await page.locator('.navbar__brand').click();
      await settle(page);
      expect((await events(page)).length).toBe(before);
      expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'))).toEqual([]);
    });

    test('the banner is in the first paint on a first visit, before any script of the app has run', async ({page}) => {
      // With the app's scripts held back, only the server's HTML and the head script are there.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(p('/contact'));
      const banner = page.getByTestId('cookie-consent');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(consentTexts.accept);
    });

    test('the prerendered banner stays hidden when a choice is stored, and without JavaScript', async ({
      page,
      browser,
    }) => {
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.addInitScript(() => window.localStorage.setItem('holoreal.cookie-consent', 'declined'));
      await page.goto(p('/contact'));
      await expect(page.getByTestId('cookie-consent')).toBeHidden();

      const noScript = await browser.newContext({javaScriptEnabled: false});
      const plain = await noScript.newPage();
      await plain.goto(new URL(p('/contact'), page.url()).href);
      await expect(plain.getByRole('heading', {level: 1})).toBeVisible();
      await expect(plain.getByTestId('cookie-consent')).toBeHidden();
      await noScript.close();
    });

    test('on a 360 px screen the banner covers neither the skip link, the first heading nor the footer', async ({
      page,
    }) => {
      await page.setViewportSize({width: 360, height: 640});
      for (const path of ['/', '/contact', '/docs/cardano/hydra']) {
        await gotoHydrated(page, p(path));
        const banner = await page.getByTestId('cookie-consent').boundingBox();
        expect(banner).not.toBeNull();
        // On the viewport's bottom edge from the top of the page.
        expect(banner!.y + banner!.height).toBeCloseTo(page.viewportSize()!.height, 0);
        const heading = await page.getByRole('heading', {level: 1}).first().boundingBox();
        expect(heading!.y + heading!.height).toBeLessThanOrEqual(banner!.y);
        await page.keyboard.press('Tab');
        const skip = await page.getByRole('link', {name: l.skipLink}).boundingBox();
        expect(skip!.y + skip!.height).toBeLessThanOrEqual(banner!.y);
        // Keyboard users reach both buttons.
        await expect(page.getByRole('button', {name: consentTexts.accept, exact: true})).toBeVisible();
        // At the page's end the footer's last line clears the banner.
        await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
        const settings = await page.getByRole('button', {name: consentTexts.settings}).boundingBox();
        const bannerAtEnd = await page.getByTestId('cookie-consent').boundingBox();
        expect(settings!.y + settings!.height).toBeLessThanOrEqual(bannerAtEnd!.y);
        expect(bannerAtEnd!.y + bannerAtEnd!.height).toBeCloseTo(page.viewportSize()!.height, 0);
      }
    });
  });
}
