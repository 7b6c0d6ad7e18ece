import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {formatDate, formatDayMonth} from '../../src/data/format';
import {expect, gotoHydrated, localePath, locales, test} from './fixtures';

interface Post {
  slug: string;
  /** From the file name, "2025-03-11". */
  date: string;
  year: string;
  tags: string[];
  authors: string[];
  title: Record<'ja' | 'en', string>;
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  return parse(match![1]!) as Record<string, unknown>;
}

/** The expected blog, read from the Markdown sources. */
const posts: Post[] = readdirSync('newsplus')
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const ja = frontMatter(path.join('newsplus', name));
    const en = frontMatter(path.join('i18n/en/docusaurus-plugin-content-blog', name));
    return {
      slug: String(ja.slug),
      date: name.slice(0, 10),
      year: name.slice(0, 4),
      tags: (ja.tags as unknown[]).map(String),
      authors: (ja.authors as unknown[]).map(String),
      title: {ja: String(ja.title), en: String(en.title)},
    };
  });

const tags = [
  '2024',
  '2025',
  'announcement',
  'announcements',
  'cardano',
  'event',
  'fund13',
  'hrc',
  'icp',
  'new-release',
  'seminar',
];

test('the sources hold the nine posts with their fixed slugs and every tag in use', () => {
  expect(posts.map((post) => post.slug).sort()).toEqual([
    'blockchain-expo-2025-spring',
    'docs-cardano-fund13',
    'docs-icp-launch',
    'hp-launch',
    'hp-renewal-2025-08',
    'hp-renewal-202505',
    'hydra-faq',
    'icp-japan-iot-depin-event',
    'products-holorealcapsule',
  ]);
  for (const tag of tags) {
    expect(
      posts.some((post) => post.tags.includes(tag)),
      tag,
    ).toBe(true);
  }
});

for (const locale of locales) {
  const p = (route: string) => localePath(locale, route);
  const postLinks = (page: import('@playwright/test').Page) =>
    page.locator('main article header h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

  test.describe(`News Plus (${locale})`, () => {
    test('the list shows all nine posts on one page without pagination', async ({page}) => {
      await gotoHydrated(page, p('/newsplus'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('News Plus');
      const links = await postLinks(page);
      expect(links.sort()).toEqual(posts.map((post) => p(`/newsplus/${post.slug}`)).sort());
      await expect(page.locator('nav.pagination-nav')).toHaveCount(0);
      await expect(page.getByRole('link', {name: /Older entries|Newer entries|以前の記事|新しい記事/})).toHaveCount(0);
    });

    test('each tag page lists exactly its posts, reached from the tags page', async ({page}) => {
      await gotoHydrated(page, p('/newsplus/tags'));
      for (const tag of tags) {
        // As a visitor goes: the tag's link, then back to the tags page (client-side, no reload).
        await page.locator(`main a[href="${p(`/newsplus/tags/${tag}`)}"]`).click();
        await page.waitForURL((url) => url.pathname === p(`/newsplus/tags/${tag}`));
        const expected = posts.filter((post) => post.tags.includes(tag)).map((post) => p(`/newsplus/${post.slug}`));
        await expect.poll(async () => (await postLinks(page)).sort(), {message: tag}).toEqual(expected.sort());
        await page.goBack();
        await page.waitForURL((url) => url.pathname === p('/newsplus/tags'));
        await expect.poll(() => postLinks(page), {message: `back from ${tag}`}).toEqual([]);
      }
    });

    test('the tags page lists every tag', async ({page}) => {
      await gotoHydrated(page, p('/newsplus/tags'));
      for (const tag of tags) {
        await expect(page.locator(`main a[href="${p(`/newsplus/tags/${tag}`)}"]`)).toHaveCount(1);
      }
    });

    test("each author page lists that author's posts", async ({page}) => {
      for (const author of ['dev-articles', 'pr-articles']) {
        await gotoHydrated(page, p(`/newsplus/authors/${author}`));
        const expected = posts
          .filter((post) => post.authors.includes(author))
          .map((post) => p(`/newsplus/${post.slug}`));
        expect(expected.length, author).toBeGreaterThan(0);
        expect.soft((await postLinks(page)).sort(), author).toEqual(expected.sort());
      }
    });

    test('the authors page lists both authors', async ({page}) => {
      await gotoHydrated(page, p('/newsplus/authors'));
      await expect(page.locator(`main a[href="${p('/newsplus/authors/dev-articles')}"]`).first()).toBeVisible();
      await expect(page.locator(`main a[href="${p('/newsplus/authors/pr-articles')}"]`).first()).toBeVisible();
    });

    test('the archive groups the posts by year', async ({page}) => {
      await gotoHydrated(page, p('/newsplus/archive'));
      for (const year of ['2025', '2024']) {
        const section = page.locator('main section').filter({has: page.locator(`h2[id="${year}"]`)});
        const expected = posts.filter((post) => post.year === year).map((post) => p(`/newsplus/${post.slug}`));
        const links = await section.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(links.sort()).toEqual(expected.sort());
      }
    });

    test("a post's date reads as every full date on the site, on the post, in the list and in the archive", async ({
      page,
    }) => {
      const post = posts.find((item) => item.slug === 'hydra-faq')!;
      await gotoHydrated(page, p('/newsplus/hydra-faq'));
      const time = page.locator('main article header time').first();
      await expect(time).toHaveText(formatDate(post.date, locale));
      await expect(time).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      await gotoHydrated(page, p('/newsplus/'));
      const inList = page
        .locator('main article')
        .filter({has: page.locator(`h2 a[href="${p('/newsplus/hydra-faq')}"]`)});
      await expect(inList.locator('header time')).toHaveText(formatDate(post.date, locale));
      await gotoHydrated(page, p('/newsplus/archive'));
      const row = page.locator('main li').filter({has: page.locator(`a[href="${p('/newsplus/hydra-faq')}"]`)});
      await expect(row.locator('a')).toHaveText(post.title[locale]);
      await expect(row.locator('time')).toHaveText(formatDayMonth(post.date, locale));
    });

    test('every blog page has the sidebar with 2025 and 2024 groups and all posts', async ({page}) => {
      for (const route of ['/newsplus', '/newsplus/hydra-faq', '/newsplus/tags/icp', '/newsplus/authors/pr-articles']) {
        await gotoHydrated(page, p(route));
        const sidebar = page.locator('aside nav[aria-label]').first();
        for (const year of ['2025', '2024']) {
          await expect(sidebar.getByText(year, {exact: true})).toBeVisible();
        }
        const links = await sidebar.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(links.sort()).toEqual(posts.map((post) => p(`/newsplus/${post.slug}`)).sort());
      }
    });

    test('a post shows its table of contents with H2 and H3 entries only, structured data and Open Graph', async ({
      page,
    }) => {
      await gotoHydrated(page, p('/newsplus/hydra-faq'));
      const post = posts.find((item) => item.slug === 'hydra-faq')!;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title[locale]);
      const tocTargets = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
      expect(tocTargets.length).toBeGreaterThan(2);
      const levels = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(decodeURIComponent(id))?.tagName),
        tocTargets,
      );
      expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
      expect(ld.some((item) => item['@type'] === 'BlogPosting')).toBe(true);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    });

    for (const feed of ['rss.xml', 'atom.xml']) {
      test(`the ${feed} feed parses as XML, lists nine items and is linked from the page head`, async ({
        page,
        request,
      }) => {
        await page.goto(p('/newsplus'));
        const type = feed === 'rss.xml' ? 'application/rss+xml' : 'application/atom+xml';
        await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
          'href',
          new RegExp(`${p(`/newsplus/${feed}`)}$`),
        );
        const xml = await (await request.get(p(`/newsplus/${feed}`))).text();
        const result = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            items: doc.querySelectorAll('item, entry').length,
          };
        }, xml);
        expect(result).toEqual({error: null, items: 9});
      });
    }
  });
}
