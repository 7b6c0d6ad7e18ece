import {readFileSync} from 'node:fs';
import type {Locale} from '../lib/pages';

export interface Query {
  text: string;
  kind: 'word' | 'miss';
}

interface IndexGroup {
  documents: {t?: string; s?: string}[];
}

const EN_STOP = new Set(
  'this that with from have which their there when what will been were your they them than then also into each more only such these those does over used uses using about after before between other some same just like most many much make made very where while would could should must here being both even well because through within without every'.split(
    ' ',
  ),
);

/** Words that occur nowhere on the site (checked against the index text), so the box shows its "no results" state or fuzzy matches. */
const MISSES: Record<Locale, string[]> = {
  en: ['quokka', 'zeppelin', 'xylophone', 'marzipan', 'kumquat'],
  ja: ['ペンギン', '寿司', '富士山', '将棋', '盆栽'],
};

/** All the text a search index holds: titles, headings, descriptions and contents. */
export function indexText(indexFile: string): string {
  const groups = JSON.parse(readFileSync(indexFile, 'utf8')) as IndexGroup[];
  return groups.flatMap((group) => group.documents.map((doc) => `${doc.t ?? ''} ${doc.s ?? ''}`)).join('\n');
}

function frequencies(words: Iterable<string>): [string, number][] {
  const counts = new Map<string, number>();
  for (const word of words) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function candidates(text: string, locale: Locale): [string, number][] {
  if (locale === 'en') {
    const words = text.toLowerCase().match(/\b[a-z]{4,12}\b/g) ?? [];
    return frequencies(words.filter((word) => !EN_STOP.has(word)));
  }
  // Katakana words (ブロックチェーン) and kanji compounds (署名, 検証): what a Japanese reader types.
  const words = text.match(/[\u30A1-\u30FA\u30FC]{3,10}|[\u4E00-\u9FFF]{2,4}/g) ?? [];
  return frequencies(words.filter((word) => !/^ー/.test(word)));
}

/**
 * `count` real words of the index, spread over its 150 most frequent (common and rarer ones alike), and
 * `misses` words that do not occur in it. Deterministic for a given build.
 */
export function pickQueries(indexFile: string, locale: Locale, count: number, misses: number): Query[] {
  const text = indexText(indexFile);
  const ranked = candidates(text, locale).slice(0, 150);
  const step = ranked.length / count;
  const words = Array.from({length: Math.min(count, ranked.length)}, (_, i) => ranked[Math.floor(i * step)]![0]);
  const absent = MISSES[locale].filter((word) => !text.toLowerCase().includes(word)).slice(0, misses);
  return [
    ...words.map((text): Query => ({text, kind: 'word'})),
    ...absent.map((text): Query => ({text, kind: 'miss'})),
  ];
}
