/** At most this many suggestions under the search box (the search page lists every hit). */
export const SUGGESTION_LIMIT = 10;
/** A snippet of a page's text around the first match, at most this many characters. */
export const SNIPPET_MAX_LENGTH = 200;
