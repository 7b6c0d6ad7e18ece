import type {PageTypeId} from '../../common/pageTypes';

/** What a page type is made from, and the browser specs (tests/e2e) that test its pages. */
export interface PageTypeArea {
  /** Repository paths (prefixes) the type's pages are made from. */
  sources: readonly string[];
  /**
   * The specs that test pages of this type. A type with no spec of its own names accessibility.spec.ts and
   * csp.spec.ts, which open its sample.
   */
  specs: readonly [string, ...string[]];
}

const DOCS: PageTypeArea = {
  // docs-<set>/ is a set's folder (config/docsSets.ts).
  sources: [
    'docs/',
    'docs-',
    'sidebars/',
    'config/docsSets',
    'i18n/en/docusaurus-plugin-content-docs',
    'src/theme/DocBreadcrumbs/',
  ],
  specs: ['docs.spec.ts'],
};

const NEWSPLUS: PageTypeArea = {
  sources: ['newsplus/', 'i18n/en/docusaurus-plugin-content-blog/', 'src/theme/Blog'],
  specs: ['newsplus.spec.ts'],
};

const COMPANY_SPECS = ['company.spec.ts'] as const;

/**
 * For `npm run test:quick` (browserAreas.ts): each page type of common/pageTypes.ts, by id. A type missing
 * here does not compile, so a new type is never left out of the loop.
 */
export const PAGE_TYPE_AREAS: Record<PageTypeId, PageTypeArea> = {
  home: {sources: ['src/pages/index.tsx', 'src/pages/_components/', 'config/homeSections'], specs: COMPANY_SPECS},
  products: {
    sources: ['src/pages/products/index.tsx', 'src/pages/products/products.module.css'],
    specs: COMPANY_SPECS,
  },
  product: {sources: ['src/pages/products/'], specs: COMPANY_SPECS},
  contact: {sources: ['src/pages/contact.tsx'], specs: ['contact.spec.ts', 'contactSupabase.spec.ts']},
  privacy: {
    sources: ['src/pages/privacy.mdx', 'i18n/en/docusaurus-plugin-content-pages/privacy.mdx'],
    specs: COMPANY_SPECS,
  },
  terms: {sources: ['src/pages/term.mdx', 'i18n/en/docusaurus-plugin-content-pages/term.mdx'], specs: COMPANY_SPECS},
  search: {sources: ['src/pages/search.'], specs: ['search.spec.ts', 'layoutShift.spec.ts']},
  'not-found': {sources: ['src/theme/NotFound/'], specs: ['layout.spec.ts', 'accessibility.spec.ts']},
  'docs-set-root': DOCS,
  'docs-category': DOCS,
  'docs-page': DOCS,
  'newsplus-list': NEWSPLUS,
  'newsplus-archive': NEWSPLUS,
  'newsplus-tags': NEWSPLUS,
  'newsplus-tag': NEWSPLUS,
  'newsplus-authors': NEWSPLUS,
  'newsplus-author': NEWSPLUS,
  'newsplus-post': NEWSPLUS,
};
