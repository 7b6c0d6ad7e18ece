// BudouX's entry module also loads its HTML processor and, through it, linkedom: about 430 KB in the browser's
// bundle. The package exports nothing narrower, so the parser and the Japanese model come from their own files.
import {model as jaModel} from '../node_modules/budoux/module/data/models/ja.js';
import {Parser} from '../node_modules/budoux/module/parser.js';

/*
 * Where a line of Japanese may break: between phrases (文節), as BudouX's model finds them (the model Chromium's
 * `word-break: auto-phrase` uses), here for every browser and for the social cards alike. Also after a comma, a
 * colon or a closing bracket, which the model sometimes joins to the next phrase (「ことを、機器が」), and, in a
 * phrase too long for a narrow line (「Fund13アーキテクチャ」), where Latin letters meet katakana or kanji.
 * Never inside a word: the browser's own fallback would break between any two characters.
 */
const parser = new Parser(jaModel);

/** A phrase longer than this (in characters) may also break between Latin letters and Japanese. */
export const LONGEST_PHRASE = 8;

/** After these a line may always break (構成要素・配置, データフロー：鍵の, ことを、機器が). */
const BREAK_AFTER = /[：・、，）」』】]/u;
const LATIN = /[\p{Script=Latin}\p{Nd}]/u;
/** Japanese that may start a line after Latin letters: not hiragana, so a particle stays with its word (DePINに). */
const JAPANESE_WORD_START = /[\p{Script=Katakana}\p{Script=Han}]/u;
/** Characters a Japanese line must not start with (行頭禁則): they stay at the end of the phrase before. */
const NO_LINE_START = /^[：、。，．）」』】！？・ー]+/u;

function cut(phrase: string): string[] {
  const characters = [...phrase];
  const long = characters.length > LONGEST_PHRASE;
  const parts: string[] = [''];
  characters.forEach((character, i) => {
    const previous = characters[i - 1];
    const breaks =
      previous !== undefined &&
      !NO_LINE_START.test(character) &&
      (BREAK_AFTER.test(previous) || (long && LATIN.test(previous) && JAPANESE_WORD_START.test(character)));
    if (breaks) parts.push(character);
    else parts[parts.length - 1] += character;
  });
  return parts;
}

/** The text cut where a line may break; joined, the parts are the text again. */
export function japanesePhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const phrase of parser.parse(text).flatMap(cut)) {
    const closing = phrases.length > 0 ? (NO_LINE_START.exec(phrase)?.[0] ?? '') : '';
    if (closing) phrases[phrases.length - 1] += closing;
    if (phrase.length > closing.length) phrases.push(phrase.slice(closing.length));
  }
  return phrases;
}
