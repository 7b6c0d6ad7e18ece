import {spaceRule} from './spaceRule';

/**
 * A space between two Japanese characters (ホロリアル 開発チーム), except inside a katakana compound
 * (データ ストア). The same rule as preset-ja-spacing's ja-no-space-between-full-width, which reads only the
 * plain text of paragraphs: this one reads every text node, so headings, table cells, emphasis and link text
 * are held to it too. The preset's rule is turned off in .textlintrc.json.
 */
const JAPANESE = /(?:[々〇〻\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]|[\uD840-\uD87F][\uDC00-\uDFFF]|[ぁ-んァ-ヶ])/u;
const SPACED = new RegExp(`${JAPANESE.source}( )(?=${JAPANESE.source})`, 'gu');
const KATAKANA_COMPOUND = /[ァ-ヶ] [ァ-ヶ]/u;

export const ruleId = 'ja-no-space-between-full-width';

export default spaceRule('原則として、全角文字どうしの間にスペースを入れません。', function* (text) {
  for (const match of text.matchAll(SPACED)) {
    const start = match.index + match[0].length - 1;
    if (!KATAKANA_COMPOUND.test(text.slice(start - 1, start + 2))) {
      yield {start, length: 1};
    }
  }
});
