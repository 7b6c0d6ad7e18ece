import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {candidates} from '../../server/site/static';
import {LOCALES, localePath, type Locale} from '../lib/pages';

/** A page the phone bench opens; `path` is the Japanese site path (the English one is the same under /en). */
export interface PhonePage {
  id: string;
  path: string;
}

/**
 * The fixed page types. Products and Capsule are written as the sitemap has them (directory pages, trailing
 * slash); the search page is opened with an empty query, as the navbar's "see all results" link leaves it.
 */
const FIXED_PAGES: readonly PhonePage[] = [
  {id: 'home', path: '/'},
  {id: 'products', path: '/products/'},
  {id: 'capsule', path: '/products/holorealcapsule/'},
  {id: 'docs', path: '/docs/cardano/hydra'},
  {id: 'post', path: '/newsplus/hydra-faq'},
  {id: 'list', path: '/newsplus/'},
  {id: 'contact', path: '/contact'},
  {id: 'search', path: '/search?q='},
];

/** Every page file (`…/index.html`) under `dir`, as site paths relative to the build root. */
function pageDirs(buildDir: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      found.push(...pageDirs(buildDir, path.join(dir, entry.name)));
    } else if (entry.name === 'index.html') {
      found.push(`/${path.relative(buildDir, dir).split(path.sep).join('/')}`);
    }
  }
  return found;
}

/**
 * The Japanese docs page with the largest HTML file, index pages left out: the generated category pages
 * (`/category/`) and every page that has pages below it (a docs set's or a section's overview). Ties go to the
 * first path in sort order, so the choice depends on the build alone.
 */
export function longestDocsPage(buildDir: string): string {
  const pages = pageDirs(buildDir, path.join(buildDir, 'docs'));
  const leaves = pages.filter(
    (page) => !page.includes('/category/') && !pages.some((other) => other.startsWith(`${page}/`)),
  );
  const sized = leaves.map((page) => ({page, bytes: statSync(path.join(buildDir, page, 'index.html')).size}));
  sized.sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
  if (!sized[0]) {
    throw new Error(`${buildDir}: no docs page under docs/`);
  }
  return sized[0].page;
}

/** The page types to measure: the fixed ones, with the longest docs page of `buildDir` after the docs page. */
export function phonePages(buildDir: string): PhonePage[] {
  return FIXED_PAGES.flatMap((page) =>
    page.id === 'docs' ? [page, {id: 'docs-longest', path: longestDocsPage(buildDir)}] : [page],
  );
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The site path of a page in a locale (query string kept). */
export function pageUrlPath(page: PhonePage, locale: Locale): string {
  return localePath(page, locale);
}

/** Throws, naming every missing page, unless the build has a file for each page in each locale (as the server resolves it). */
export function verifyPages(buildDir: string, pages: readonly PhonePage[]): void {
  const missing: string[] = [];
  for (const page of pages) {
    for (const locale of LOCALES) {
      const sitePath = pageUrlPath(page, locale).split('?')[0]!;
      const tried = candidates(sitePath);
      if (!tried.some((file) => isFile(path.join(buildDir, file)))) {
        missing.push(`${sitePath} (${page.id}, ${locale}; looked for ${tried.join(', ')})`);
      }
    }
  }
  if (missing.length) {
    throw new Error(`${buildDir}: pages missing from the build:\n  ${missing.join('\n  ')}`);
  }
}
