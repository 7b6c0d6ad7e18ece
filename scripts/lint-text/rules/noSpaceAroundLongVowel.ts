import {spaceRule} from './spaceRule';

/**
 * A space between a word ending in the long-vowel mark ー and a Latin word or number (アンカー UTxO,
 * ポリシー ID), in either order. ja-space-between-half-and-full-width enforces the site's "no space" style but
 * its idea of a full-width character leaves out ー, so these slip through it.
 */
const SPACED = /ー([ \u3000]+)(?=[A-Za-z0-9])|[A-Za-z0-9]([ \u3000]+)(?=ー)/g;

export const ruleId = 'ja-no-space-around-long-vowel';

export default spaceRule(
  '全角文字と半角文字の間にスペースを入れません（長音「ー」で終わる語も同じです）。',
  function* (text) {
    for (const match of text.matchAll(SPACED)) {
      yield {start: match.index + 1, length: (match[1] ?? match[2]!).length};
    }
  },
);
