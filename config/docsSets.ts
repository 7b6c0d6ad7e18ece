import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** The four documentation sets. id = folder = route = sidebar file (see DESIGN.md). */
export interface DocsSet {
  /** Plugin instance id; `default` for the main set. */
  id: string;
  /** Source folder (Japanese). */
  path: string;
  routeBasePath: string;
  /** File under sidebars/. */
  sidebar: string;
}

export const docsSets: readonly DocsSet[] = [
  {id: 'default', path: 'docs', routeBasePath: 'docs', sidebar: 'main'},
  {id: 'base', path: 'docs-base', routeBasePath: 'docs/base', sidebar: 'base'},
  {id: 'cardano', path: 'docs-cardano', routeBasePath: 'docs/cardano', sidebar: 'cardano'},
  {id: 'icp', path: 'docs-icp', routeBasePath: 'docs/icp', sidebar: 'icp'},
];

/** The one options object every docs set is built from. */
export function docsOptions(set: DocsSet): DocsOptions {
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
  } as DocsOptions;
}
