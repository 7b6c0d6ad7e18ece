import {readFileSync} from 'node:fs';
import {sitePath} from '../../common/sitePaths';
import {docsSets} from '../../config/docsSets';

function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Every path of both locales' sitemaps in the test build, Japanese first. */
export const sitemap: readonly string[] = [
  ...sitemapPaths('build-test/sitemap.xml'),
  ...sitemapPaths('build-test/en/sitemap.xml'),
];

const setRoots = new Set(docsSets.map((set) => `/${set.routeBasePath}`));

/** A documentation page in either locale. */
export const isDocsPage = (path: string) => `${sitePath(path)}/`.startsWith('/docs/');

/** The first page of a documentation set, which has no breadcrumbs. */
export const isDocsSetRoot = (path: string) => setRoots.has(sitePath(path).replace(/\/$/, ''));
