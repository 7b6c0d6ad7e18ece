import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {pageType, pageTypeOf} from '../../common/pageTypes';
import {LOCALES, localePath, sitemapPaths} from '../../common/sitePaths';
import {resolveFile} from '../../server/site/static';

/** A page type the benches measure: its id (`--pages=…`) and its locale-less site path (English: under /en). */
export interface PageType {
  id: string;
  path: string;
}

/**
 * Every page type but `docs-longest` and `docs-diagrams`, which are found in the build under test (longestDocsPage),
 * and `docs-root`, the main set's overview (/docs/): the samples of the
 * site's page types (common/pageTypes.ts), but for the search page, opened with an empty query as the navbar's
 * "see all results" link leaves it.
 */
const FIXED_PAGE_TYPES: readonly PageType[] = [
  {id: 'home', path: pageType('home').sample},
  {id: 'products', path: pageType('products').sample},
  {id: 'capsule', path: pageType('product').sample},
  {id: 'docs', path: pageType('docs-page').sample},
  {id: 'post', path: pageType('newsplus-post').sample},
  {id: 'list', path: pageType('newsplus-list').sample},
  {id: 'contact', path: pageType('contact').sample},
  {id: 'search', path: '/search?q='},
];

/** The site path of a fixed page type. */
export function pagePath(id: string): string {
  const page = FIXED_PAGE_TYPES.find((entry) => entry.id === id);
  if (!page) {
    throw new Error(`Unknown page type: ${id}`);
  }
  return page.path;
}

/** The page types of `npm run bench` (page weight, and Lighthouse with both presets). */
export const LIGHTHOUSE_PAGE_TYPES: readonly PageType[] = FIXED_PAGE_TYPES.filter((page) =>
  ['home', 'docs', 'post', 'contact'].includes(page.id),
);

/** The file the production server answers a site path with (query and fragment ignored), or null when none. */
export async function builtFile(buildDir: string, sitePath: string): Promise<string | null> {
  const resolved = await resolveFile(path.resolve(buildDir), sitePath.split(/[?#]/)[0]!);
  return resolved.status === 200 ? resolved.file : null;
}

/**
 * The Japanese docs page with the largest HTML file, from the build's sitemap, index pages left out: the sets'
 * roots, the generated category pages and every page that has pages below it (a section's overview). Ties go to
 * the first path in sort order, so the choice depends on the build alone. `withDiagram`: only pages that show a
 * diagram (src/theme/Mermaid marks each `data-diagram`).
 */
export async function longestDocsPage(buildDir: string, {withDiagram = false} = {}): Promise<string> {
  const sitemap = await readFile(path.join(buildDir, localePath('ja', '/sitemap.xml')), 'utf8');
  const docs = sitemapPaths(sitemap)
    .filter((page) => pageTypeOf(page)?.id === 'docs-page')
    .map((page) => page.replace(/\/$/, ''));
  const leaves = docs.filter((page) => !docs.some((other) => other.startsWith(`${page}/`)));
  const sized: {page: string; bytes: number}[] = [];
  for (const page of leaves) {
    const file = await builtFile(buildDir, page);
    if (file && (!withDiagram || (await readFile(file, 'utf8')).includes('data-diagram'))) {
      sized.push({page, bytes: (await stat(file)).size});
    }
  }
  sized.sort((a, b) => b.bytes - a.bytes || a.page.localeCompare(b.page));
  if (!sized[0]) {
    throw new Error(`${buildDir}: no docs page in sitemap.xml`);
  }
  return sized[0].page;
}

/**
 * Every page type, with the main set's overview, the longest docs page of `buildDir` and its longest docs page
 * with a diagram after the docs page.
 */
export async function pageTypes(buildDir: string): Promise<PageType[]> {
  const found = [
    {id: 'docs-root', path: pageType('docs-set-root').sample},
    {id: 'docs-longest', path: await longestDocsPage(buildDir)},
    {id: 'docs-diagrams', path: await longestDocsPage(buildDir, {withDiagram: true})},
  ];
  return FIXED_PAGE_TYPES.flatMap((page) => (page.id === 'docs' ? [page, ...found] : [page]));
}

/** Throws, naming every missing page, unless the server would answer each page in each locale from `buildDir`. */
export async function verifyPages(buildDir: string, pages: readonly PageType[]): Promise<void> {
  const missing: string[] = [];
  for (const page of pages) {
    for (const locale of LOCALES) {
      const sitePath = localePath(locale, page.path);
      if (!(await builtFile(buildDir, sitePath))) {
        missing.push(`${sitePath} (${page.id}, ${locale})`);
      }
    }
  }
  if (missing.length) {
    throw new Error(`${buildDir}: pages missing from the build:\n  ${missing.join('\n  ')}`);
  }
}
