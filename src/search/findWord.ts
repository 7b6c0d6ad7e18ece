/** A word (or a character) in Latin letters or digits, which matches at a word start only. */
export const LATIN_START = /^[a-z0-9]/;

/**
 * Where `word` occurs in `text` (both lower case) from `from`, or -1: a word in Latin letters at the start of a
 * word ("sign" in "signature", not in "design"), any other word anywhere. The search and the marks on the page
 * it opens both match this way.
 */
export function findWord(text: string, word: string, from = 0): number {
  let at = text.indexOf(word, from);
  if (LATIN_START.test(word)) {
    while (at > 0 && LATIN_START.test(text[at - 1]!)) {
      at = text.indexOf(word, at + 1);
    }
  }
  return at;
}
