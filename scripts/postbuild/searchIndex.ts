import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'cheerio';
import {LOCALES, localeBase, sitemapPaths, stripLocale} from '../../common/sitePaths';
import {ALL_INDEX_FILES, contextOfPath, indexFile} from '../../src/search/contexts';
import type {IndexedPage} from '../../src/search/format';

/**
 * The site search's index files, from the built pages each locale's sitemap lists: per page its title,
 * breadcrumb, description, keywords and its text cut into sections at the h2/h3 headings. News Plus lists
 * (index, tags, authors, archive) repeat their posts and the search page has no content of its own, so
 * they are left out. One file per search context (src/search/contexts.ts) and one for the rest.
 */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'footer',
  'form',
  'select',
  'textarea',
]);
const BLOCK = new Set([
  ...['p', 'li', 'ul', 'ol', 'div', 'section', 'article', 'header', 'table', 'tr', 'td', 'th', 'pre', 'br'],
  ...['blockquote', 'dt', 'dd', 'dl', 'figure', 'figcaption', 'details', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** Parts of a page's content that are not its text: heading anchors, the mobile table of contents, the pager. */
const SKIPPED_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-footer', 'pagination-nav'];
const SKIPPED_CLASS = new RegExp(`\\b(${SKIPPED_CLASSES.join('|')})\\b`);

/** What the index leaves out of a page's content, as CSS selectors (for another indexer to leave out the same). */
export const SKIPPED_SELECTORS = [...SKIPPED, '[aria-hidden="true"]', ...SKIPPED_CLASSES.map((name) => `.${name}`)];

function isSkipped(element: Element): boolean {
  return (
    SKIPPED.has(element.name) ||
    element.attribs['aria-hidden'] === 'true' ||
    SKIPPED_CLASS.test(element.attribs.class ?? '')
  );
}

/** The page's text in sections, split at each h2/h3 that has an id; an h1 repeating the title is left out. */
function sections($: cheerio.CheerioAPI, root: Element, title: string): IndexedPage['s'] {
  const out: [string, string, string[]][] = [['', '', []]];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      out.at(-1)![2].push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node;
    if (isSkipped(element) || (element.name === 'h1' && squash($(element).text()) === title)) return;
    if ((element.name === 'h2' || element.name === 'h3') && element.attribs.id) {
      const heading = $(element).clone();
      heading.find('.hash-link').remove();
      out.push([squash(heading.text()), element.attribs.id, []]);
      return;
    }
    for (const child of element.children) walk(child);
    if (BLOCK.has(element.name)) out.at(-1)![2].push(' ');
  };
  for (const child of root.children) walk(child);
  return out
    .map(([heading, anchor, parts]): [string, string, string] => [heading, anchor, squash(parts.join(''))])
    .filter(([heading, , text], i) => i > 0 || heading !== '' || text !== '');
}

/**
 * The element holding a built page's text: a doc's Markdown, a post's, or else `<main>`; undefined for a page the
 * search leaves out.
 */
export function contentRoot($: cheerio.CheerioAPI, url: string): Element | undefined {
  const htmlClass = $('html').attr('class') ?? '';
  if (/\bplugin-blog\b/.test(htmlClass) && !/\bblog-post-page\b/.test(htmlClass)) return undefined;
  if (stripLocale(url).replace(/\/$/, '') === '/search') return undefined;
  return (
    (/\bdocs-doc-page\b/.test(htmlClass) ? $('.theme-doc-markdown').get(0) : undefined) ??
    (/\bblog-post-page\b/.test(htmlClass) ? $('article .markdown').get(0) : undefined) ??
    $('main').get(0)
  );
}

/** A built page as the search reads it, or null for a page the search leaves out. */
export function indexPage(html: string, url: string): IndexedPage | null {
  const $ = cheerio.load(html);
  const root = contentRoot($, url);
  if (!root) return null;
  const crumbs = $('.breadcrumbs__link')
    .map((_, element) => squash($(element).text()))
    .get()
    .slice(0, -1)
    .filter((label) => label !== '');
  const title = squash($('head > title').text()).replace(/\s+\|\s+[^|]+$/, '');
  return {
    u: url,
    t: title,
    b: crumbs,
    d: squash($('meta[name="description"]').attr('content') ?? ''),
    k: squash($('meta[name="keywords"]').attr('content') ?? ''),
    s: sections($, root, title),
  };
}

/** The built file of a page address: `/docs/x` → docs/x/index.html (or docs/x.html). */
export function fileOf(root: string, url: string): string {
  const clean = decodeURIComponent(url).replace(/\/$/, '');
  const candidates = [path.join(root, clean, 'index.html'), path.join(root, `${clean}.html`)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`search index: the sitemap lists ${url}, but the build has no page for it`);
  return found;
}

export interface SearchIndexReport {
  locale: string;
  pages: number;
  files: {file: string; pages: number; bytes: number}[];
}

/** Writes `search-index/*.json` for every locale built under `root`. */
export async function writeSearchIndex(root: string): Promise<SearchIndexReport[]> {
  const reports: SearchIndexReport[] = [];
  for (const locale of LOCALES) {
    const dir = path.join(root, localeBase(locale));
    const sitemap = path.join(dir, 'sitemap.xml');
    if (!existsSync(sitemap)) continue;
    const urls = sitemapPaths(await readFile(sitemap, 'utf8'));
    const byFile = new Map<string, IndexedPage[]>();
    for (const url of urls) {
      const page = indexPage(await readFile(fileOf(root, url), 'utf8'), url);
      if (!page) continue;
      const file = indexFile(contextOfPath(stripLocale(url)));
      byFile.set(file, [...(byFile.get(file) ?? []), page]);
    }
    const files: SearchIndexReport['files'] = [];
    await mkdir(path.join(dir, 'search-index'), {recursive: true});
    for (const file of ALL_INDEX_FILES) {
      const pages = byFile.get(file) ?? [];
      const body = JSON.stringify(pages);
      await writeFile(path.join(dir, file), body);
      files.push({file, pages: pages.length, bytes: Buffer.byteLength(body)});
    }
    reports.push({locale, pages: files.reduce((sum, file) => sum + file.pages, 0), files});
  }
  return reports;
}
