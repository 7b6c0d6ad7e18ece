import type {Page} from '@playwright/test';
import {japanesePhrases} from '../../common/japanesePhrases';

/** The text that breaks only between phrases: headings, buttons and the announcement bar (src/css/custom.css). */
const PHRASED = 'h1, h2, h3, h4, h5, h6, .button, [class*=announcementBarContent]';

/** Such a text as laid out: each UTF-16 unit's line (its top, NaN if not drawn) and width. */
interface LaidOutText {
  name: string;
  text: string;
  tops: number[];
  widths: number[];
  lineWidth: number;
}

const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆\u3000-\u303f\uff01-\uff60]/u;

/**
 * Where a Japanese page's headings and buttons split a phrase (common/japanesePhrases.ts) across two lines while
 * the phrase would fit on one: 「…高め／た…」. A phrase wider than the whole line has to break somewhere and is not
 * counted. Empty on an English page, and when every heading wraps between phrases.
 */
export async function phraseBreakProblems(page: Page): Promise<string[]> {
  const texts = await page.evaluate((phrased): LaidOutText[] | null => {
    if (!document.documentElement.lang.startsWith('ja')) return null;
    return Array.from(document.querySelectorAll(phrased), (element) => {
      const tops: number[] = [];
      const widths: number[] = [];
      let text = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          tops.push(rect && rect.width > 0 ? Math.round(rect.top) : NaN);
          widths.push(rect?.width ?? 0);
        }
        text += node.data;
      }
      const style = getComputedStyle(element);
      const lineWidth = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {name: element.tagName.toLowerCase(), text, tops, widths, lineWidth};
    }).filter((laidOut) => laidOut.lineWidth > 0);
  }, PHRASED);
  return (texts ?? []).flatMap(splitPhrases);
}

function splitPhrases({name, text, tops, widths, lineWidth}: LaidOutText): string[] {
  const problems: string[] = [];
  let start = 0;
  for (const phrase of japanesePhrases(text)) {
    const end = start + phrase.length;
    const width = widths.slice(start, end).reduce((sum, w) => sum + w, 0);
    let previous: number | undefined;
    for (let i = start; i < end; i++) {
      if (Number.isNaN(tops[i])) continue;
      const newLine = previous !== undefined && tops[i] !== tops[previous];
      if (newLine && JAPANESE.test(text[previous!]!) && JAPANESE.test(text[i]!) && width <= lineWidth + 0.5) {
        const shown = `${text.slice(start, i)}／${text.slice(i, end)}`;
        problems.push(`<${name}> 「${text.trim().slice(0, 40)}」 splits the phrase 「${shown}」`);
      }
      previous = i;
    }
    start = end;
  }
  return problems;
}
