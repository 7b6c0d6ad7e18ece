import {listedDocsSets} from '../../config/docsSets';

/**
 * Search contexts: a page inside one searches that part of the site first (its suggestions, and a footer
 * link to the rest); a page outside every context searches the whole site. Each context, and the rest of
 * the site, has its own index file, so a docs page fetches only its set's text.
 */
export interface SearchContext {
  /** Site path without locale or slashes at the ends: `docs/cardano`. */
  path: string;
  label: {ja: string; en: string};
}

export const SEARCH_CONTEXTS: readonly SearchContext[] = [
  ...listedDocsSets.map((set) => ({path: set.routeBasePath, label: set.labels.search})),
  {path: 'newsplus', label: {ja: 'News Plus', en: 'News Plus'}},
];

/** The context a locale-less site path (`/docs/cardano/hydra`) belongs to, if any. */
export function contextOfPath(sitePath: string): SearchContext | undefined {
  return SEARCH_CONTEXTS.find(({path}) => sitePath === `/${path}` || sitePath.startsWith(`/${path}/`));
}

/** The context named by a `ctx` query parameter (`docs/cardano`), if it is one. */
export function contextNamed(name: string | null | undefined): SearchContext | undefined {
  return SEARCH_CONTEXTS.find(({path}) => path === name);
}

/** The index file of a context, or of the pages outside every context, relative to the locale's root. */
export function indexFile(context: SearchContext | undefined): string {
  return `search-index/${context ? context.path.replaceAll('/', '-') : 'other'}.json`;
}

/** Every index file of a locale: what a page outside every context searches. */
export const ALL_INDEX_FILES: readonly string[] = [undefined, ...SEARCH_CONTEXTS].map(indexFile);
