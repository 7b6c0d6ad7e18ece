import {company, missionPillars, solutions} from '../../src/data/company';
import {products, specFieldLabels, specFields} from '../../src/data/products';
import {pick} from '../../src/data/localized';
import {formatYearMonth} from '../../src/data/format';
import {expect, gotoHydrated, localePath, locales, test, twoFrames} from './fixtures';
import {labels} from './labels';

async function jsonLd(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
}

for (const locale of locales) {
  const l = labels[locale];
  const p = (path: string) => localePath(locale, path);
  const t = <T>(value: {ja: T; en: T}) => pick(value, locale);

  test.describe(`company pages (${locale})`, () => {
    test("from another page, each item of the navbar's Home dropdown scrolls to its section", async ({page}) => {
      for (const [index, anchor] of ['about', 'mission', 'solution', 'products'].entries()) {
        await test.step(`#${anchor}`, async () => {
          await gotoHydrated(page, p('/privacy'));
          const home = page.locator('.navbar__items--right .dropdown').filter({
            has: page.locator(':scope > a', {hasText: new RegExp(`^${l.home}$`)}),
          });
          await home.hover();
          await home.getByRole('link', {name: l.homeItems[index]!, exact: true}).click();
          await expect(page).toHaveURL(p(`/#${anchor}`));
          const section = page.locator(`section#${anchor}`);
          await expect(section).toBeInViewport();
          const top = await section.evaluate((node) => node.getBoundingClientRect().top);
          expect(Math.abs(top), anchor).toBeLessThan(120);
        });
      }
    });

    test('the home page shows the company facts, pillars, solutions and every product with its specs', async ({
      page,
    }) => {
      await gotoHydrated(page, p('/'));
      const about = page.locator('#about');
      for (const value of [
        t(company.name),
        t(company.address),
        t(company.ceo),
        formatYearMonth(company.established, locale),
        t(company.businessArea),
      ]) {
        await expect(about.getByText(value, {exact: true})).toBeVisible();
      }
      for (const pillar of missionPillars) {
        await expect(page.locator('#mission').getByRole('heading', {name: t(pillar.title)})).toBeVisible();
      }
      for (const solution of solutions) {
        await expect(page.locator('#solution').getByRole('heading', {name: t(solution.title)})).toBeVisible();
      }
      for (const product of products) {
        const card = page.locator(`#product-${product.id}`);
        await expect(card.getByRole('heading', {name: t(product.name)})).toBeVisible();
        for (const field of specFields) {
          const value = product.specs[field];
          if (value) {
            const row = card
              .locator('tr')
              .filter({has: page.getByRole('rowheader', {name: t(specFieldLabels[field])})});
            await expect(row.getByRole('cell')).toHaveText(t(value));
          }
        }
      }
      await expect(page.getByText('W300 x D300 x H400mm')).toBeVisible();
      const ld = await jsonLd(page);
      expect(ld.find((item) => item['@type'] === 'Organization')).toMatchObject({name: t(company.name)});
    });

    test('the products list shows every product and its links work', async ({page}) => {
      await gotoHydrated(page, p('/products/'));
      await expect(page.locator('[data-product]')).toHaveCount(products.length);
      for (const product of products) {
        await expect(page.locator(`[data-product="${product.id}"]`).getByRole('heading')).toHaveText(t(product.name));
      }
      const gacha = page.locator('[data-product="smart-light-outlet"]');
      await gacha.getByRole('link', {name: locale === 'ja' ? '問い合わせる' : 'Contact us'}).click();
      await expect(page).toHaveURL(p('/contact?subject=product-smart-light-outlet'));
      await expect(page.locator('#contact-subject')).toHaveValue('product-smart-light-outlet');

      await gotoHydrated(page, p('/products/'));
      await page
        .locator('[data-product="smart-key"]')
        .getByRole('link', {name: new RegExp(t(products.find((x) => x.id === 'smart-key')!.name))})
        .click();
      await expect(page).toHaveURL(p('/#product-smart-key'));
      await expect(page.locator('#product-smart-key')).toBeInViewport();

      await gotoHydrated(page, p('/products/'));
      await page.locator('[data-product="holoreal-capsule"]').getByRole('link').first().click();
      await expect(page).toHaveURL(p('/products/holorealcapsule/'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        t(products.find((x) => x.id === 'holoreal-capsule')!.name),
      );
    });

    test('the Holoreal Capsule page explains the product, has its specs, Product data and a call to action', async ({
      page,
    }) => {
      await gotoHydrated(page, p('/products/holorealcapsule/'));
      await expect(page.locator('section#how h3')).toHaveCount(4);
      await expect(page.locator('section#use-cases h3')).toHaveCount(3);
      await expect(page.locator('section#specifications tr')).toHaveCount(
        Object.keys(products.find((x) => x.id === 'holoreal-capsule')!.specs).length,
      );
      const ld = await jsonLd(page);
      expect(ld.find((item) => item['@type'] === 'Product')).toMatchObject({
        name: t(products.find((x) => x.id === 'holoreal-capsule')!.name),
      });
      await page.locator('section#contact a.button').click();
      await expect(page).toHaveURL(p('/contact?subject=product-holoreal-capsule'));
      await expect(page.locator('#contact-subject')).toHaveValue('product-holoreal-capsule');
    });

    for (const [path, minSections] of [
      ['/privacy', 8],
      ['/term', 7],
    ] as const) {
      test(`${path} renders with its headings`, async ({page}) => {
        await gotoHydrated(page, p(path));
        await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
        expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(minSections);
        await expect(page.locator('main')).toContainText(t(company.name));
        await expect(page.locator('main')).not.toContainText(/lorem ipsum|TODO/i);
      });
    }

    test('every company page has its own title, description, Open Graph and Twitter tags', async ({page}) => {
      const seen = new Set<string>();
      for (const path of ['/', '/products/', '/products/holorealcapsule/', '/contact', '/privacy', '/term']) {
        // While React hydrates, the layout's default title can show for a moment before the page's own.
        await gotoHydrated(page, p(path));
        await twoFrames(page);
        const title = await page.title();
        expect(seen.has(title), `duplicate title ${title}`).toBe(false);
        seen.add(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
        // Its own card, still there once the page has hydrated.
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/cards\/.+\.png$/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      }
    });
  });
}
