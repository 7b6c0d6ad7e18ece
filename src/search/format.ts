/**
 * One page of a search index file, as `scripts/postbuild/searchIndex.ts` writes it from the built HTML and
 * the browser reads it. Short keys: the files are what a phone downloads on its first search.
 */
export interface IndexedPage {
  /** Address with the locale prefix: `/en/docs/cardano/hydra`. */
  u: string;
  /** Title, without the site name. */
  t: string;
  /** Breadcrumb labels above the page (docs only). */
  b: string[];
  /** Meta description. */
  d: string;
  /** Meta keywords, comma-separated as written. */
  k: string;
  /** Sections in page order: heading, its anchor, and the text under it; the first has no heading when text precedes the first one. */
  s: [heading: string, anchor: string, text: string][];
}
