import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {contentCache, contentKey} from '../../common/contentCache';
import {pageTypeOf} from '../../common/pageTypes';
import {HTML_LANG, localeOfPath, notFoundPage, sitePath, type Locale} from '../../common/sitePaths';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, socialCardPath} from '../../common/socialCards';
import {docsSets} from '../../config/docsSets';
import {company} from '../../src/data/company';
import {formatDate} from '../../src/data/format';
import {products} from '../../src/data/products';
import {cardDesign, cardDrawer, type CardContent, type CardDrawer} from './socialCardDrawing';

/**
 * A social card for every page of the build (common/socialCards.ts says where each is published), and the
 * page's `og:image` and `twitter:image` tags pointing at it, with its size and a text alternative. What a card
 * shows is read from the built page: its title and dates from the meta tags Docusaurus writes, its section from
 * the site's tables (docs sets, products), the navbar's section label (CategoryLabel), or for a page of no section
 * the site's address.
 *
 * A page whose front matter sets `image:` keeps that image in its tags (it still gets a card, which its
 * structured data may name). Docusaurus writes the site's default image (`themeConfig.image`) the same way as a
 * page's own, so the default is taken from the locale's not-found page, which has no front matter.
 *
 * Cards are kept in a cache by what they show and how they are drawn, so a build draws only the cards whose
 * page changed: drawing one takes 50–100 ms on two cores, and loading the fonts a second.
 */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/social-cards';
/** Cache entries no build has used for this long are deleted. */
const CACHE_DAYS = 14;
const SUFFIXES = ['.png'] as const;
/** The site title Docusaurus appends to each page's title (`Hydra FAQ | Holoreal`). */
const TITLE_SUFFIX = ` | ${company.shortName}`;
/** The tags this step writes, in this order; any the page had are replaced. */
const CARD_TAGS = [
  'twitter:card',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
  'twitter:image',
  'twitter:image:alt',
] as const;

interface Page {
  /** The file in the build, relative to its root (`en/docs/icp/index.html`). */
  file: string;
  html: string;
  /** The file as a site path (`/en/docs/icp/index.html`), which names the same page as its address. */
  pagePath: string;
  locale: Locale;
  /** The card's absolute address. */
  cardUrl: string;
  /** The `og:image` Docusaurus wrote. */
  image: string | undefined;
  content: CardContent;
}

async function* htmlFiles(root: string, dir = root): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* htmlFiles(root, full);
    } else if (entry.name.endsWith('.html')) {
      yield path.relative(root, full).split(path.sep).join('/');
    }
  }
}

/** The navbar's section label (src/components/CategoryLabel), parsed alone: a whole page takes 5 ms to parse. */
const CATEGORY_LABEL = /<(\w+)\b(?:[^>"']|"[^"]*"|'[^']*')*\bdata-category\b[\s\S]*?<\/\1>/i;

/** The label of a page's docs set, product or part of the site. */
function sectionOf(html: string, pagePath: string, locale: Locale, origin: string, title: string): string {
  const label = sectionLabel(html, pagePath, locale, origin);
  // A section's own page (お問い合わせ, Products) would say its name twice.
  return label === title ? new URL(origin).host : label;
}

function sectionLabel(html: string, pagePath: string, locale: Locale, origin: string): string {
  const route = sitePath(pagePath).replace(/\/$/, '');
  const navbarLabel = () => {
    const label = cheerio
      .load(CATEGORY_LABEL.exec(html)?.[0] ?? '')
      .text()
      .trim();
    if (!label) {
      throw new Error(`Social cards: ${pagePath} has no section label in its navbar ([data-category])`);
    }
    return label;
  };
  switch (pageTypeOf(pagePath)?.section) {
    case 'documentation': {
      const set = docsSets
        .filter((candidate) => `${route}/`.startsWith(`/${candidate.routeBasePath}/`))
        .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0];
      return set?.labels?.search[locale] ?? navbarLabel();
    }
    case 'products': {
      const product = products.find((candidate) => candidate.page?.replace(/\/$/, '') === route);
      return product?.name[locale] ?? navbarLabel();
    }
    case undefined:
      // The home page, the policies, search and not-found belong to no section: the site's own address.
      return new URL(origin).host;
    default:
      return navbarLabel();
  }
}

/** What a card shows, read from its built page; undefined for a redirect page, which is no page of its own. */
export function readPage(file: string, html: string): Page | undefined {
  const head = html.search(/<\/head>/i);
  const $ = cheerio.load(head < 0 ? html : html.slice(0, head));
  if ($('meta[http-equiv="refresh"]').length > 0) {
    return undefined;
  }
  const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).last().attr('content');
  const pagePath = `/${file}`;
  const title = meta('og:title');
  const url = meta('og:url') ?? $('link[rel="canonical"]').attr('href');
  if (!title || !url || !URL.canParse(url)) {
    throw new Error(`Social cards: ${pagePath} has no og:title or no absolute og:url`);
  }
  const locale = localeOfPath(pagePath);
  const {origin} = new URL(url);
  const isPost = pageTypeOf(pagePath)?.id === 'newsplus-post';
  const published = meta('article:published_time');
  const pageTitle = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
  return {
    file,
    html,
    pagePath,
    locale,
    cardUrl: `${origin}${socialCardPath(pagePath)}`,
    image: meta('og:image'),
    content: {
      lang: HTML_LANG[locale],
      title: pageTitle,
      section: sectionOf(html, pagePath, locale, origin, pageTitle),
      ...(isPost && published ? {date: formatDate(published, locale)} : {}),
      tags: isPost
        ? (meta('article:tag') ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : [],
      company: company.name[locale],
      slogan: company.slogan[locale],
    },
  };
}

/**
 * The card's text alternative: its title, a post's date and the company. Not the section: the docs sets' names in
 * capitals (ドキュメントCARDANO) stand only alone, as a label (glossary.yml), which the card's chip is.
 */
export function cardAlt({title, date, company: name}: CardContent): string {
  return [title, date, name].filter(Boolean).join(' | ');
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const META_TAG = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const KEY_ATTRIBUTE = /\b(?:property|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`/]+))/i;

/** The page with its card tags: any it had taken out, the card's written where the first of them was. */
export function withCardTags(html: string, cardUrl: string, alt: string): string {
  const replaced = new Set<string>(CARD_TAGS);
  let at: number | undefined;
  let removed = 0;
  const without = html.replace(META_TAG, (tag, offset: number) => {
    const match = KEY_ATTRIBUTE.exec(tag);
    const key = match?.[1] ?? match?.[2] ?? match?.[3];
    if (!key || !replaced.has(key)) {
      return tag;
    }
    at ??= offset - removed;
    removed += tag.length;
    return '';
  });
  const values: Record<(typeof CARD_TAGS)[number], string> = {
    'twitter:card': 'summary_large_image',
    'og:image': cardUrl,
    'og:image:width': String(SOCIAL_CARD_WIDTH),
    'og:image:height': String(SOCIAL_CARD_HEIGHT),
    'og:image:alt': alt,
    'twitter:image': cardUrl,
    'twitter:image:alt': alt,
  };
  // The card's tags carry no `data-rh`: the head manager leaves them as they are when the page hydrates (it deletes
  // the tags it manages and did not render itself). `twitter:card` is one it renders, the same on every page.
  const tags = CARD_TAGS.map((key) => {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    const managed = key === 'twitter:card' ? 'data-rh="true" ' : '';
    return `<meta ${managed}${attribute}="${key}" content="${escapeAttribute(values[key])}"/>`;
  }).join('');
  const position = at ?? without.indexOf('</head>');
  if (position < 0) {
    throw new Error('Social cards: a page has no </head>');
  }
  return without.slice(0, position) + tags + without.slice(position);
}

export interface SocialCardOptions {
  /** Where cards are kept between builds; `false` draws every card. */
  cacheDir?: string | false;
  /** The site's sources: its style sheet and logo (the working directory by default). */
  siteDir?: string;
  log?: (line: string) => void;
}

export interface SocialCardCounts {
  pages: number;
  drawn: number;
  reused: number;
  /** The pages whose front matter sets their own image. */
  ownImage: string[];
  bytes: number;
}

export async function writeSocialCards(
  root: string,
  {cacheDir = DEFAULT_CACHE_DIR, siteDir = process.cwd(), log = console.log}: SocialCardOptions = {},
): Promise<SocialCardCounts> {
  const started = Date.now();
  const pages: Page[] = [];
  for await (const file of htmlFiles(root)) {
    const page = readPage(file, await readFile(path.join(root, file), 'utf8'));
    if (page) pages.push(page);
  }
  const defaultImage = (page: Page) => {
    const notFound = pages.find((other) => other.pagePath === notFoundPage(page.pagePath));
    if (!notFound) {
      throw new Error(`Social cards: no ${notFoundPage(page.pagePath)} in the build to take the default image from`);
    }
    return notFound.image;
  };
  // Redrawn over a build this step has done already, a page names its own card: that is no image of its own.
  const keepsOwnImage = (page: Page) =>
    page.image !== undefined && page.image !== page.cardUrl && page.image !== defaultImage(page);
  const ownImage = pages.filter(keepsOwnImage);

  const design = await cardDesign(siteDir);
  const settings = [design.version, JSON.stringify(design.colours), design.logo].join('\n');
  const cache = cacheDir ? contentCache(cacheDir) : undefined;
  let drawer: Promise<CardDrawer> | undefined;
  const counts: SocialCardCounts = {pages: pages.length, drawn: 0, reused: 0, ownImage: [], bytes: 0};
  /** Pages that show the same (a moved page's copy at its old address) share one drawing. */
  const byKey = new Map<string, Promise<Buffer>>();
  const pngOf = (content: CardContent) => {
    const key = contentKey(settings, JSON.stringify(content));
    let png = byKey.get(key);
    if (!png) {
      png = (async () => {
        const cached = await cache?.read(key, SUFFIXES);
        if (cached) {
          counts.reused += 1;
          return cached[0]!;
        }
        drawer ??= cardDrawer(design);
        const drawn = await (await drawer).draw(content);
        counts.drawn += 1;
        await cache?.write(key, [['.png', drawn]]);
        return drawn;
      })();
      byKey.set(key, png);
    }
    return png;
  };

  const queue = [...pages];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const png = await pngOf(page.content);
        const target = path.join(root, socialCardPath(page.pagePath));
        await mkdir(path.dirname(target), {recursive: true});
        await writeFile(target, png);
        counts.bytes += png.length;
        if (!ownImage.includes(page)) {
          await writeFile(path.join(root, page.file), withCardTags(page.html, page.cardUrl, cardAlt(page.content)));
        }
      }
    }),
  );
  await cache?.prune(CACHE_DAYS, SUFFIXES);
  counts.ownImage = ownImage.map((page) => page.pagePath).sort();
  log(
    `Social cards: ${counts.pages} pages, ${counts.drawn} drawn, ${counts.reused} from the cache, ` +
      `${(counts.bytes / 1024 / 1024).toFixed(1)} MB in ${Date.now() - started} ms` +
      (ownImage.length ? `; ${ownImage.length} page(s) keep the image their front matter sets` : ''),
  );
  return counts;
}
