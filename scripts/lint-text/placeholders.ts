/**
 * Sentences `npm run new:doc` and `npm run new:post` write for the writer to replace
 * (scripts/newDoc.ts, scripts/newPost.ts): one pattern for each, so a page still holding one fails, even
 * when the writer has edited the rest of its line. Also TODO markers and filler text.
 */
const PLACEHOLDERS: readonly RegExp[] = [
  /に書き換えてください/,
  /検索結果やSNSのカードに表示される要約です/,
  /この段落は(ページの導入です|リード文で)/,
  /本文はここから書きます/,
  /画像の内容を説明する代替テキスト/,
  /Replace this with/,
  /The summary shown in search results and on social cards/,
  /This paragraph (introduces the page|is the lead)/,
  /Write the body from here/,
  /Alt text that says what the image shows/,
  /other-page\.md/,
  /（\d+字程度まで）/,
  /\d+字程度までで書いてください/,
  /[一二三]、[二三四]文で書いてください/,
  /サイドバーに表示する短い名前/,
  /\b(Say|Write) in (one|two|three) or (two|three|four) sentences\b/,
  /\bup to about \d+ characters\b/,
  /\b(TODO|FIXME|TBD)\b(?=[\s:：(（]|$)/,
  /\bLorem ipsum\b/i,
];

export interface PlaceholderFinding {
  line: number;
  text: string;
}

/** The lines of a page that still hold scaffold text, front matter included. */
export function findPlaceholders(text: string): PlaceholderFinding[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      PLACEHOLDERS.some((pattern) => pattern.test(line)) ? [{line: index + 1, text: line.trim()}] : [],
    );
}
