import {expect, gotoHydrated, localePath, locales, test} from './fixtures';
import {labels} from './labels';

for (const locale of locales) {
  const l = labels[locale];
  const p = (path: string) => localePath(locale, path);

  test.describe(`navbar (${locale})`, () => {
    test('shows the right-side items in the spec order', async ({page}) => {
      await gotoHydrated(page, p('/'));
      const right = page.locator('nav.navbar .navbar__items--right > *');
      const items = await right.evaluateAll((nodes) =>
        nodes.map((n) => {
          if (n.matches('.header-repository-link')) return 'repository';
          if (n.querySelector('[class*=colorModeToggle]') || n.matches('[class*=colorModeToggle]')) return 'colour';
          if (n.querySelector('.navbar__search, [class*=searchBar], input[type=search]')) return 'search';
          if (n.querySelector('a[lang], a[hreflang]') || n.querySelector('svg[class*=iconLanguage]')) return 'language';
          return (n.querySelector(':scope > a')?.textContent ?? n.textContent ?? '').trim();
        }),
      );
      expect(items).toEqual([
        l.home,
        l.products,
        l.newsplus,
        l.docs,
        l.contact,
        'repository',
        'language',
        'colour',
        'search',
      ]);
      await expect(page.locator('.header-repository-link')).toHaveAttribute('href', /github\.com/);
      await expect(page.locator('.header-repository-link')).toHaveAttribute('aria-label', 'GitHub');
    });

    const dropdowns: [string, [string, string][]][] = [
      [l.home, l.homeItems.map((label, i) => [label, p(['/#about', '/#mission', '/#solution', '/#products'][i]!)])],
      [l.products, [[locale === 'en' ? 'Holoreal Capsule' : 'ホロリアルカプセル', p('/products/holorealcapsule/')]]],
      [
        l.newsplus,
        [
          ['2025', p('/newsplus/tags/2025')],
          ['2024', p('/newsplus/tags/2024')],
        ],
      ],
      [
        l.docs,
        [
          ['Base', p('/docs/base/')],
          ['CARDANO', p('/docs/cardano/')],
          ['ICP', p('/docs/icp/')],
        ],
      ],
    ];

    for (const [label, items] of dropdowns) {
      test(`the ${label} dropdown opens with the keyboard, lists its links and closes on outside click or focus`, async ({
        page,
      }) => {
        await gotoHydrated(page, p('/privacy'));
        const dropdown = page.locator('.navbar__items--right .dropdown').filter({
          has: page.locator(':scope > a', {hasText: new RegExp(`^${label}$`)}),
        });
        const trigger = dropdown.locator(':scope > a');
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const menu = dropdown.locator('.dropdown__menu');
        await expect(menu).toBeVisible();
        for (const [itemLabel, href] of items) {
          await expect(menu.getByRole('link', {name: itemLabel, exact: true})).toHaveAttribute('href', href);
        }
        await page.mouse.click(5, 400);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');

        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('link', {name: l.contact, exact: true}).first().focus();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');

        // Following an item really navigates there.
        await trigger.hover();
        const [firstLabel, firstHref] = items[0]!;
        await menu.getByRole('link', {name: firstLabel, exact: true}).click();
        await expect(page).toHaveURL(firstHref);
      });
    }

    test('the Contact link opens the contact page', async ({page}) => {
      await gotoHydrated(page, p('/'));
      await page.locator('.navbar__items--right').getByRole('link', {name: l.contact, exact: true}).click();
      await expect(page).toHaveURL(p('/contact'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(l.contact);
    });

    test('the language dropdown switches language and keeps the page', async ({page}) => {
      const other = locale === 'ja' ? 'en' : 'ja';
      for (const path of ['/contact', '/products/holorealcapsule/', '/docs/cardano/hydra', '/newsplus/hydra-faq']) {
        await gotoHydrated(page, p(path));
        const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: l.language});
        await dropdown.hover();
        await dropdown.getByRole('link', {name: l.otherLanguage}).click();
        await expect(page).toHaveURL(localePath(other, path));
        await expect(page.locator('html')).toHaveAttribute('lang', other === 'en' ? 'en-US' : 'ja-JP');
      }
    });
  });

  test.describe(`category label (${locale})`, () => {
    const cases: [string, keyof typeof l.category | null, string][] = [
      ['/docs/cardano/hydra', 'documentation', '/docs/'],
      ['/docs/', 'documentation', '/docs/'],
      ['/contact', 'contact', '/contact'],
      ['/newsplus/tags/2024', 'newsplus', '/newsplus'],
      ['/products/holorealcapsule/', 'holorealcapsule', '/products/holorealcapsule/'],
      ['/products/', 'products', '/products/'],
      ['/privacy', null, ''],
      ['/', null, ''],
    ];
    test('each section shows its label, linked to the section, and other pages none', async ({page}) => {
      for (const [path, category, root] of cases) {
        await test.step(`${path} shows ${category ?? 'no label'}`, async () => {
          await gotoHydrated(page, p(path));
          const label = page.locator('.navbar__inner [data-category]');
          if (category === null) {
            await expect.soft(label, path).toHaveCount(0);
            return;
          }
          await expect.soft(label, path).toHaveText(l.category[category]);
          await expect.soft(label, path).toHaveAttribute('href', p(root));
        });
      }
    });
  });
}
