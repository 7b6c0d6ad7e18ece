/** At most this many suggestions under the search box (the search page lists every hit). */
export const SUGGESTION_LIMIT = 10;
/** A snippet of a page's text around the first match, at most this many characters. */
export const SNIPPET_MAX_LENGTH = 200;
/**
 * A suggestion under the search box shows its snippet's first this many characters, on at most three lines: on a
 * phone ten 200-character snippets filled five screens, so only two or three suggestions showed at once. The search
 * page shows the whole snippet.
 */
export const SUGGESTION_SNIPPET_LENGTH = 100;
