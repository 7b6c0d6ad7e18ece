import {readFileSync} from 'node:fs';
import {sitemapPaths, sitePath} from '../../common/sitePaths';
import {docsSets} from '../../config/docsSets';

/** Every path of both locales' sitemaps in the test build, Japanese first. */
export const sitemap: readonly string[] = [
  ...sitemapPaths(readFileSync('build-test/sitemap.xml', 'utf8')),
  ...sitemapPaths(readFileSync('build-test/en/sitemap.xml', 'utf8')),
];

const setRoots = new Set(docsSets.map((set) => `/${set.routeBasePath}`));

/** A documentation page in either locale. */
export const isDocsPage = (path: string) => `${sitePath(path)}/`.startsWith('/docs/');

/** The first page of a documentation set, which has no breadcrumbs. */
export const isDocsSetRoot = (path: string) => setRoots.has(sitePath(path).replace(/\/$/, ''));
