import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** A documentation set (MAINTAINING.md, section 10, adds one). id = folder = route = sidebar file. */
export interface DocsSet {
  /** Plugin instance id; `default` for the main set. */
  id: string;
  /** Source folder (Japanese). */
  path: string;
  routeBasePath: string;
  /** File under sidebars/. */
  sidebar: string;
  /**
   * How the set is named where it is listed: in the navbar's Documentation menu, in the footer, and as a
   * search scope. Japanese; the English of the first two is in i18n/en/docusaurus-theme-classic/.
   * The main set has none: it is the menu's own page.
   */
  labels?: {navbar: string; footer: string; search: {ja: string; en: string}};
}

export const docsSets: readonly DocsSet[] = [
  {id: 'default', path: 'docs', routeBasePath: 'docs', sidebar: 'main'},
  {
    id: 'base',
    path: 'docs-base',
    routeBasePath: 'docs/base',
    sidebar: 'base',
    labels: {navbar: 'Base', footer: 'ドキュメントBase', search: {ja: 'ドキュメントBase', en: 'Base Documentation'}},
  },
  {
    id: 'cardano',
    path: 'docs-cardano',
    routeBasePath: 'docs/cardano',
    sidebar: 'cardano',
    labels: {
      navbar: 'CARDANO',
      footer: 'ドキュメントCARDANO',
      search: {ja: 'ドキュメントCARDANO', en: 'CARDANO Documentation'},
    },
  },
  {
    id: 'icp',
    path: 'docs-icp',
    routeBasePath: 'docs/icp',
    sidebar: 'icp',
    labels: {
      navbar: 'ICP',
      footer: 'ドキュメントInternet Computer',
      search: {ja: 'ドキュメントInternet Computer', en: 'Internet Computer Documentation'},
    },
  },
];

/** The sets that are listed by name (all but the main one), with their labels. */
export const listedDocsSets = docsSets.filter(
  (set): set is DocsSet & {labels: NonNullable<DocsSet['labels']>} => set.labels !== undefined,
);

/** A set's address, as a link target. */
export const docsSetPath = (set: DocsSet) => `/${set.routeBasePath}/`;

/**
 * The one options object every docs set is built from. The Markdown plugins come from the caller: this table is
 * also read by the browser's code, which must not import the build's plugins.
 */
export function docsOptions(
  set: DocsSet,
  markdownPlugins: Pick<DocsOptions, 'remarkPlugins' | 'rehypePlugins'>,
): DocsOptions {
  return {
    id: set.id,
    path: set.path,
    routeBasePath: set.routeBasePath,
    sidebarPath: `./sidebars/${set.sidebar}.ts`,
    breadcrumbs: true,
    // The date of the page's last commit; MAINTAINING.md section 8 says what a shallow clone shows.
    showLastUpdateTime: true,
    lastVersion: 'current',
    versions: {current: {label: 'Next'}},
    exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
    ...markdownPlugins,
  };
}
