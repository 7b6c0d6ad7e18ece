/**
 * What a build in another language than Japanese bundles in place of common/japanesePhrases.ts (see
 * config/clientBundle.ts): <Phrases> breaks only Japanese pages' text, so BudouX's model (about 9 KB compressed)
 * is left out of English pages' scripts. Never called there; it keeps the same contract if it were.
 */
export function japanesePhrases(text: string): string[] {
  return [text];
}
