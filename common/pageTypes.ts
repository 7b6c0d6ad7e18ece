import {sitePath} from './sitePaths';

/**
 * Every type of page the site has, one entry each: the browser tests open each type's sample (csp.spec.ts,
 * accessibility.spec.ts), `npm run test:quick` runs a type's specs when its sources change
 * (scripts/test-run/pageTypeAreas.ts, which must name every type), the navbar labels a type's pages with its
 * section, and the sitemap sweep fails on a built page of no type. MAINTAINING.md, "Add a page type". The
 * navbar ships this file to the browser: what only the tests need lives beside them.
 */

/** The parts of the site the navbar names beside the brand (src/components/CategoryLabel). */
export type Section = 'documentation' | 'newsplus' | 'products' | 'contact';

interface PageTypeEntry {
  id: string;
  label: string;
  /**
   * The route in no locale, for both: literal segments, `:name` for one segment, `*name` for one or more,
   * `{…}` for an optional part. A trailing slash is ignored, as are `.html` and `/index.html`.
   */
  pattern: string;
  /** The locale-less path of the page of this type the tests open, with the query it needs. */
  sample: string;
  /** No sitemap lists the sample (a search's results, an unknown path): the sitemap sweep never opens it. */
  unlisted?: true;
  section?: Section;
}

const DOCS = {section: 'documentation'} as const;
const NEWSPLUS = {section: 'newsplus'} as const;

/** A path's type is the first entry whose pattern matches: a literal route comes before a pattern matching it too. */
const TABLE = [
  {
    id: 'home',
    label: 'Home',
    pattern: '/',
    sample: '/',
  },
  {
    id: 'products',
    label: 'Products list',
    pattern: '/products',
    sample: '/products/',
    section: 'products',
  },
  {
    id: 'product',
    label: 'Product page',
    pattern: '/products/:product',
    sample: '/products/holorealcapsule/',
    section: 'products',
  },
  {
    id: 'contact',
    label: 'Contact form',
    pattern: '/contact',
    sample: '/contact',
    section: 'contact',
  },
  {
    id: 'privacy',
    label: 'Privacy policy',
    pattern: '/privacy',
    sample: '/privacy',
  },
  {
    id: 'terms',
    label: 'Terms of use',
    pattern: '/term',
    sample: '/term',
  },
  {
    id: 'search',
    label: 'Search results',
    pattern: '/search',
    sample: '/search?q=hydra',
    unlisted: true,
  },
  {
    id: 'not-found',
    label: 'Not found',
    // The file the server answers every unknown path with; the sample is such a path.
    pattern: '/404.html',
    sample: '/no-such-page',
    unlisted: true,
  },
  {
    id: 'docs-set-root',
    label: 'Docs set root',
    // `/docs` is the main set's, the overview of the others. A page of the main set one level down would read as
    // a root: the main set has none, and the sitemap sweep holds the roots to config/docsSets.ts.
    pattern: '/docs{/:set}',
    sample: '/docs/',
    ...DOCS,
  },
  {
    id: 'docs-category',
    label: 'Docs category index',
    pattern: '/docs{/:set}/category/:category',
    sample: '/docs/cardano/category/fund13',
    ...DOCS,
  },
  {
    id: 'docs-page',
    label: 'Docs page',
    pattern: '/docs/*page',
    sample: '/docs/cardano/hydra',
    ...DOCS,
  },
  {
    id: 'newsplus-list',
    label: 'News Plus list',
    pattern: '/newsplus{/page/:page}',
    sample: '/newsplus',
    ...NEWSPLUS,
  },
  {
    id: 'newsplus-archive',
    label: 'News Plus archive',
    pattern: '/newsplus/archive',
    sample: '/newsplus/archive',
    ...NEWSPLUS,
  },
  {id: 'newsplus-tags', label: 'Tags index', pattern: '/newsplus/tags', sample: '/newsplus/tags', ...NEWSPLUS},
  {
    id: 'newsplus-tag',
    label: 'Tag page',
    pattern: '/newsplus/tags/:tag{/page/:page}',
    sample: '/newsplus/tags/cardano',
    ...NEWSPLUS,
  },
  {id: 'newsplus-authors', label: 'Authors', pattern: '/newsplus/authors', sample: '/newsplus/authors', ...NEWSPLUS},
  {
    id: 'newsplus-author',
    label: 'Author page',
    pattern: '/newsplus/authors/:author{/page/:page}',
    sample: '/newsplus/authors/dev-articles',
    ...NEWSPLUS,
  },
  {
    id: 'newsplus-post',
    label: 'News Plus post',
    pattern: '/newsplus/:slug',
    sample: '/newsplus/hydra-faq',
    ...NEWSPLUS,
  },
] as const satisfies readonly PageTypeEntry[];

export type PageTypeId = (typeof TABLE)[number]['id'];
export type PageType = PageTypeEntry & {id: PageTypeId};

export const PAGE_TYPES: readonly PageType[] = TABLE;

/** `/newsplus/tags/:tag{/page/:page}` → `^/newsplus/tags/[^/]+(?:/page/[^/]+)?$` */
function routeRegExp(pattern: string): RegExp {
  const source = pattern
    .replaceAll('.', '\\.')
    .replace(/\{([^}]*)\}/g, '(?:$1)?')
    .replace(/\*\w+/g, '.+')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

const ROUTES = PAGE_TYPES.map((type) => ({type, route: routeRegExp(type.pattern)}));

/** The type of a site path in either locale (`/en/docs/cardano/hydra`, `/search?q=x`), or undefined. */
export function pageTypeOf(pathname: string): PageType | undefined {
  const path = sitePath(pathname.split(/[?#]/)[0]!);
  const route = path === '/' ? path : path.replace(/\/$/, '');
  return ROUTES.find((entry) => entry.route.test(route))?.type;
}

/** The entry of a type. */
export function pageType(id: PageTypeId): PageType {
  return PAGE_TYPES.find((type) => type.id === id)!;
}

/** The paths of no page type, in their order. */
export function untypedPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !pageTypeOf(path));
}
