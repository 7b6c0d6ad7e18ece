import {cpSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {breakableText} from './socialCardDrawing';
import {readPage, writeSocialCards} from './socialCards';

const SITE = 'https://example.org';
const DEFAULT_IMAGE = (base: string) => `${SITE}${base}/img/social-card.jpg`;

interface PageSpec {
  lang: 'ja-JP' | 'en-US';
  url: string;
  title: string;
  image?: string;
  /** The navbar's section label, as CategoryLabel renders it. */
  category?: [id: string, label: string];
  post?: {published: string; tags: string};
}

/** A page's head and navbar in the shapes Docusaurus writes them (minified, unquoted where it can). */
function page({lang, url, title, image, category, post}: PageSpec): string {
  const base = lang === 'en-US' ? '/en' : '';
  const articleTags = post
    ? `<meta data-rh=true property=og:type content=article /><meta data-rh=true property=article:published_time content=${post.published} /><meta data-rh=true property=article:tag content="${post.tags}"/>`
    : '';
  const label = category ? `<a class=label data-category=${category[0]} href=/x>${category[1]}</a>` : '';
  return (
    `<!doctype html><html lang=${lang} dir=ltr><head><meta charset=UTF-8>` +
    `<title data-rh=true>${title} | Holoreal</title>` +
    `<meta data-rh=true name=twitter:card content=summary_large_image />` +
    `<meta data-rh=true property=og:image content=${image ?? DEFAULT_IMAGE(base)} />` +
    `<meta data-rh=true name=twitter:image content=${image ?? DEFAULT_IMAGE(base)} />` +
    `<meta data-rh=true property=og:url content=${SITE}${url} />` +
    `<meta data-rh=true property=og:title content="${title} | Holoreal"/>${articleTags}` +
    `<script>document.documentElement.dataset.x="1"</script></head>` +
    `<body><nav class=navbar>${label}</nav><main><h1>${title}</h1></main></body></html>`
  );
}

/** A miniature build of both locales: posts, a docs page, a product, contact, a page with its own image, a redirect. */
function fixture(): string {
  const root = temporaryDirectory('social-cards');
  const files: Record<string, string> = {
    '404.html': page({lang: 'ja-JP', url: '/404.html', title: 'ページが見つかりません'}),
    'en/404.html': page({lang: 'en-US', url: '/en/404.html', title: 'Page not found'}),
    'index.html': page({lang: 'ja-JP', url: '/', title: 'ブロックチェーン×IoTで真正性を証明する'}),
    'newsplus/hydra-faq/index.html': page({
      lang: 'ja-JP',
      url: '/newsplus/hydra-faq',
      title: 'Hydra FAQ：よくいただく質問にお答えします',
      category: ['newsplus', 'News Plus'],
      post: {published: '2025-03-11T00:00:00.000Z', tags: '2025,Cardano'},
    }),
    'newsplus/launch/index.html': page({
      lang: 'ja-JP',
      url: '/newsplus/launch',
      title: '公開しました',
      image: `${SITE}/img/posts/launch.png`,
      category: ['newsplus', 'News Plus'],
      post: {published: '2025-05-01T00:00:00.000Z', tags: 'お知らせ'},
    }),
    'en/docs/cardano/hydra/index.html': page({
      lang: 'en-US',
      url: '/en/docs/cardano/hydra',
      title: 'Hydra Explained: The Hydra Head for Engineers',
      category: ['documentation', 'Documentation'],
    }),
    'en/products/holorealcapsule/index.html': page({
      lang: 'en-US',
      url: '/en/products/holorealcapsule/',
      title: 'Holoreal Capsule — the display capsule that proves authenticity',
      category: ['holorealcapsule', 'Holoreal Capsule'],
    }),
    'contact/index.html': page({
      lang: 'ja-JP',
      url: '/contact',
      title: 'お問い合わせ',
      category: ['contact', 'お問い合わせ'],
    }),
    'docs/old/index.html':
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/docs/new"></head></html>',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const quiet = () => undefined;

/** The width and height a PNG's header (its IHDR chunk) gives. */
function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

function tags(root: string, file: string) {
  const $ = cheerio.load(readFileSync(path.join(root, file), 'utf8'));
  const all = (key: string) =>
    $(`meta[property="${key}"], meta[name="${key}"]`)
      .map((_, element) => $(element).attr('content'))
      .get();
  return {all, one: (key: string) => all(key)[0]};
}

describe('social cards', () => {
  it('draws a 1200×630 card for every page and points its image tags at it, with size and a text alternative', async () => {
    const root = fixture();
    const counts = await writeSocialCards(root, {cacheDir: temporaryDirectory('cards-cache'), log: quiet});

    expect(counts.pages).toBe(8);
    for (const card of [
      'cards/index.png',
      'cards/404.png',
      'cards/en/404.png',
      'cards/newsplus/hydra-faq.png',
      'cards/newsplus/launch.png',
      'cards/en/docs/cardano/hydra.png',
      'cards/en/products/holorealcapsule.png',
      'cards/contact.png',
    ]) {
      expect(pngSize(path.join(root, card)), card).toEqual([1200, 630]);
    }
    expect(existsSync(path.join(root, 'cards/docs/old.png'))).toBe(false);

    const post = tags(root, 'newsplus/hydra-faq/index.html');
    expect(post.all('og:image')).toEqual([`${SITE}/cards/newsplus/hydra-faq.png`]);
    expect(post.one('og:image:width')).toBe('1200');
    expect(post.one('og:image:height')).toBe('630');
    expect(post.one('og:image:alt')).toBe(
      'Hydra FAQ：よくいただく質問にお答えします | 2025年3月11日 | 株式会社ホロリアル',
    );
    expect(post.all('twitter:card')).toEqual(['summary_large_image']);
    expect(post.all('twitter:image')).toEqual([`${SITE}/cards/newsplus/hydra-faq.png`]);

    expect(tags(root, 'en/docs/cardano/hydra/index.html').one('og:image:alt')).toBe(
      'Hydra Explained: The Hydra Head for Engineers | Holoreal Inc.',
    );
    expect(tags(root, 'index.html').one('og:image')).toBe(`${SITE}/cards/index.png`);
    // The redirect page is left as it was.
    expect(readFileSync(path.join(root, 'docs/old/index.html'), 'utf8')).not.toContain('og:image');
  });

  it('leaves the image a page sets in its front matter in its tags', async () => {
    const root = fixture();
    const counts = await writeSocialCards(root, {cacheDir: temporaryDirectory('cards-cache'), log: quiet});

    expect(counts.ownImage).toEqual(['/newsplus/launch/index.html']);
    const own = tags(root, 'newsplus/launch/index.html');
    expect(own.all('og:image')).toEqual([`${SITE}/img/posts/launch.png`]);
    expect(own.all('twitter:image')).toEqual([`${SITE}/img/posts/launch.png`]);
    expect(own.all('og:image:width')).toEqual([]);
    // Its card is drawn all the same, for whatever else names a page's card.
    expect(pngSize(path.join(root, 'cards/newsplus/launch.png'))).toEqual([1200, 630]);
  });

  it('draws only the cards whose page changed when the cache has the others', async () => {
    const cacheDir = temporaryDirectory('cards-cache');
    const first = fixture();
    const second = temporaryDirectory('social-cards-again');
    cpSync(first, second, {recursive: true});

    expect(await writeSocialCards(first, {cacheDir, log: quiet})).toMatchObject({drawn: 8, reused: 0});
    const again = await writeSocialCards(second, {cacheDir, log: quiet});
    expect(again).toMatchObject({drawn: 0, reused: 8});
    const card = 'cards/newsplus/hydra-faq.png';
    expect(readFileSync(path.join(second, card))).toEqual(readFileSync(path.join(first, card)));

    const third = fixture();
    const edited = path.join(third, 'en/docs/cardano/hydra/index.html');
    writeFileSync(edited, readFileSync(edited, 'utf8').replaceAll('Hydra Explained', 'Hydra in Depth'));
    expect(await writeSocialCards(third, {cacheDir, log: quiet})).toMatchObject({drawn: 1, reused: 7});
    expect(readFileSync(path.join(third, 'cards/en/docs/cardano/hydra.png'))).not.toEqual(
      readFileSync(path.join(first, 'cards/en/docs/cardano/hydra.png')),
    );
  });

  it('is the same build when run again over its own output', async () => {
    const root = fixture();
    const cacheDir = temporaryDirectory('cards-cache');
    await writeSocialCards(root, {cacheDir, log: quiet});
    const once = readFileSync(path.join(root, 'newsplus/hydra-faq/index.html'), 'utf8');
    const counts = await writeSocialCards(root, {cacheDir, log: quiet});
    expect(counts.ownImage).toEqual(['/newsplus/launch/index.html']);
    expect(readFileSync(path.join(root, 'newsplus/hydra-faq/index.html'), 'utf8')).toBe(once);
  });
});

describe('social cards: what a card shows', () => {
  const read = (file: string) => readPage(file, readFileSync(path.join(fixture(), file), 'utf8'))!.content;

  it("names the docs set, the product or News Plus in the page's language, with a post's date and tags", () => {
    expect(read('en/docs/cardano/hydra/index.html')).toMatchObject({
      title: 'Hydra Explained: The Hydra Head for Engineers',
      section: 'CARDANO Documentation',
      tags: [],
      company: 'Holoreal Inc.',
      slogan: 'Authenticity, FIRST',
    });
    expect(read('en/products/holorealcapsule/index.html').section).toBe('Holoreal Capsule');
    expect(read('newsplus/hydra-faq/index.html')).toMatchObject({
      lang: 'ja-JP',
      section: 'News Plus',
      date: '2025年3月11日',
      tags: ['2025', 'Cardano'],
      company: '株式会社ホロリアル',
    });
  });

  it("shows the site's address on a page of no section, and on a section's own page", () => {
    expect(read('index.html').section).toBe('example.org');
    expect(read('contact/index.html').section).toBe('example.org');
  });
});

describe('social cards: where a title breaks', () => {
  it('breaks Japanese between phrases (common/japanesePhrases.ts), never inside one', () => {
    // Inside a phrase, word joiners keep the line from breaking; between phrases, a zero-width space lets it.
    expect(breakableText('ページが見つかりません', 'ja-JP').split('\u200b')).toHaveLength(2);
    expect(breakableText('ページが見つかりません', 'ja-JP').replace(/[\u2060\u200b]/g, '')).toBe(
      'ページが見つかりません',
    );
  });

  it('leaves other languages to break between words', () => {
    expect(breakableText('Hydra Explained: The Hydra Head for Engineers', 'en-US')).toBe(
      'Hydra Explained: The Hydra Head for Engineers',
    );
  });
});
