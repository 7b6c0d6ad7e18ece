import type {IndexedPage} from './format';
import {SEARCH_SYNONYMS} from '../data/searchSynonyms';
import {findWord, LATIN_START} from './findWord';
import {SNIPPET_MAX_LENGTH} from './limits';

/**
 * The site search: every word of the query must occur in a page (title, headings, description, keywords
 * or text). Words in Latin letters match at the start of a word ("sign" finds "signature"), Japanese
 * anywhere (so compounds like しきい値署名 are found whole or in part, with no dictionary). A Latin word
 * found nowhere is replaced by the site's words within a small edit distance; a Japanese one found nowhere
 * is split into the words of SEARCH_SYNONYMS it holds (ハイドラヘッド → Hydra, Head) or into its words.
 *
 * Ranking: title, then headings, description and keywords, then the text, weighted by how rare the word is
 * across the pages (IDF) and, for the text, how often it occurs for the page's length (BM25: k1 1.2, b 0.75).
 */
export type HitKind = 'title' | 'heading' | 'description' | 'keywords' | 'content';

export interface Snippet {
  text: string;
  /** Ranges of `text` to highlight, [start, end). */
  marks: [number, number][];
}

export interface Hit {
  /** The page, or the section's anchor on it, with the query words for highlighting there. */
  url: string;
  title: string;
  /** The section heading a heading or text hit points to. */
  heading: string;
  kind: HitKind;
  breadcrumb: string[];
  snippet: Snippet | null;
  score: number;
}

/** How many letters may differ (edit distance) for a Latin word found nowhere: 1 up to 5 letters, else 2. */
const maxEdits = (word: string) => (word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2);
const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHT = {title: 10, heading: 5, description: 3, keywords: 3} as const;
const TITLE_COVER_WEIGHT = 5;
/** Where a title's subtitle starts: "Name — what it is", "名前：説明", "Name: what it is". */
const SUBTITLE = /\s[—–-]\s|：|:\s/;

interface PreparedPage {
  page: IndexedPage;
  title: string;
  description: string;
  keywords: string;
  headings: string[];
  texts: string[];
  /** Every field in one string, to tell fast whether a word occurs on the page at all. */
  all: string;
  /** The sections' texts in one string, for word counts. */
  body: string;
  length: number;
}

export interface SearchIndex {
  pages: PreparedPage[];
  averageLength: number;
  /** Every Latin word of the index, once each, for the edit-distance fallback. */
  vocabulary: readonly string[];
  /** Each query word's matches, kept while the visitor types the next words. */
  matches: Map<string, WordMatches>;
}

/** One query word on every page it matches: its score there (before IDF) and the forms found. */
interface WordMatches {
  idf: number;
  pages: Map<PreparedPage, {score: number; words: string[]}>;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

export function prepareIndex(pages: readonly IndexedPage[]): SearchIndex {
  const vocabulary = new Set<string>();
  const prepared = pages.map((page): PreparedPage => {
    const texts = page.s.map(([, , text]) => text.toLowerCase());
    for (const text of [page.t, ...page.s.flatMap(([heading, , text]) => [heading, text])]) {
      for (const word of text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []) {
        vocabulary.add(word);
      }
    }
    const title = page.t.toLowerCase();
    const description = page.d.toLowerCase();
    const keywords = page.k.toLowerCase();
    const headings = page.s.map(([heading]) => heading.toLowerCase());
    const body = texts.join('\n');
    return {
      page,
      title,
      description,
      keywords,
      headings,
      texts,
      all: [title, description, keywords, ...headings, body].join('\n'),
      body,
      length: body.length,
    };
  });
  const averageLength = prepared.reduce((sum, page) => sum + page.length, 0) / Math.max(1, prepared.length);
  return {pages: prepared, averageLength, vocabulary: [...vocabulary], matches: new Map()};
}

/**
 * The query's words, folded (NFKC, lower case). Search syntax of other engines (`title:`, `~2`, `^3`, `+`)
 * is read as plain punctuation, so no query is an error.
 */
export function queryWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}\-_.]+/u)
    .map((word) => word.replace(/^[-_.]+|[-_.]+$/g, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

function count(text: string, word: string, cap = 50): number {
  let n = 0;
  for (let at = findWord(text, word); at >= 0 && n < cap; at = findWord(text, word, at + word.length)) {
    n += 1;
  }
  return n;
}

/** A query word and the forms that count as it: plural-less forms for Latin words. */
function forms(word: string): string[] {
  if (!LATIN_START.test(word) || word.length <= 3) {
    return [word];
  }
  if (word.endsWith('ies')) return [word, `${word.slice(0, -3)}y`];
  if (word.endsWith('es')) return [word, word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s')) return [word, word.slice(0, -1)];
  return [word];
}

const occursIn = (page: PreparedPage, word: string) => findWord(page.all, word) >= 0;

/** The two rows of the edit-distance table, kept between calls: the fallback compares a word with thousands. */
let previousRow = new Uint16Array(32);
let currentRow = new Uint16Array(32);

/** Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it must exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length >= previousRow.length) {
    previousRow = new Uint16Array(b.length + 1);
    currentRow = new Uint16Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const replaced = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, replaced);
      current[j] = cell;
      if (cell < best) best = cell;
    }
    if (best > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** One word of the query as the alternatives that satisfy it, each a list of parts that must all occur. */
type Term = string[][];

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Made on the first Japanese word that needs splitting, or by prepareWordSplitting, not with the engine: creating it
 * loads the browser's word dictionary, about 100 ms at 4× CPU, which every first search paid before its first list
 * (English ones included).
 */
function wordSegmenter(): Intl.Segmenter | null {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', {granularity: 'word'}) : null;
  return segmenter;
}

/**
 * Loads the word dictionary ahead of need. A visitor typing ハイドラ letter by letter reaches ハイド, a word found
 * nowhere, on the third keystroke: without this, that keystroke would pay for the dictionary.
 */
export function prepareWordSplitting(): void {
  wordSegmenter();
}

/** Splits a Japanese word found nowhere: first by the synonym list's words, else into dictionary words. */
function splitJapanese(word: string): string[][] {
  const parts: string[][] = [];
  let rest = word;
  while (rest.length > 0) {
    const known = Object.keys(SEARCH_SYNONYMS).find((key) => rest.startsWith(key));
    if (known) {
      parts.push([known, ...SEARCH_SYNONYMS[known]!.map(fold)]);
      rest = rest.slice(known.length);
      continue;
    }
    const next = Object.keys(SEARCH_SYNONYMS)
      .map((key) => rest.indexOf(key))
      .filter((at) => at > 0);
    const end = next.length ? Math.min(...next) : rest.length;
    const chunk = rest.slice(0, end);
    // Words of one character are dropped below, so a chunk of two stays whole with or without the dictionary.
    const dictionary = chunk.length > 2 ? wordSegmenter() : null;
    const words = dictionary
      ? [...dictionary.segment(chunk)].filter((s) => s.isWordLike && s.segment.length > 1).map((s) => s.segment)
      : [chunk];
    parts.push(...(words.length ? words : [chunk]).map((part) => [part]));
    rest = rest.slice(end);
  }
  return parts;
}

function resolveTerm(index: SearchIndex, word: string): Term {
  const direct = forms(word);
  const synonyms = SEARCH_SYNONYMS[word]?.map(fold) ?? [];
  const alternatives = [...direct, ...synonyms];
  if (index.pages.some((page) => alternatives.some((form) => occursIn(page, form)))) {
    return alternatives.map((form) => [form]);
  }
  if (LATIN_START.test(word)) {
    const limit = maxEdits(word);
    const near = limit > 0 ? index.vocabulary.filter((known) => editDistance(word, known, limit) <= limit) : [];
    return near.map((known) => [known]);
  }
  const parts = splitJapanese(word);
  if (parts.length > 1 || parts[0]!.length > 1) {
    // Every part must occur; a part is satisfied by any of its alternatives.
    return expand(parts);
  }
  return [];
}

/** [[a, a2], [b]] → [[a, b], [a2, b]]: each way of picking one alternative per part. */
function expand(parts: string[][]): string[][] {
  return parts.reduce<string[][]>(
    (ways, alternatives) => ways.flatMap((way) => alternatives.map((alternative) => [...way, alternative])),
    [[]],
  );
}

interface Scored {
  page: PreparedPage;
  score: number;
  /** The forms of the query's words found on the page. */
  words: string[];
}

/** How well one way of reading a word (its parts) fits a page: fields it appears in, and BM25 over the text. */
function wayScore(index: SearchIndex, page: PreparedPage, way: readonly string[]): number {
  let score = 0;
  for (const part of way) {
    const tf = count(page.body, part);
    const norm = tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * page.length) / index.averageLength));
    score +=
      (findWord(page.title, part) >= 0 ? FIELD_WEIGHT.title : 0) +
      (page.headings.some((heading) => findWord(heading, part) >= 0) ? FIELD_WEIGHT.heading : 0) +
      (findWord(page.description, part) >= 0 ? FIELD_WEIGHT.description : 0) +
      (findWord(page.keywords, part) >= 0 ? FIELD_WEIGHT.keywords : 0) +
      norm;
  }
  return score;
}

function matchWord(index: SearchIndex, word: string): WordMatches {
  const cached = index.matches.get(word);
  if (cached) return cached;
  const term = resolveTerm(index, word);
  const pages = new Map<PreparedPage, {score: number; words: string[]}>();
  for (const page of index.pages) {
    for (const way of term) {
      if (!way.every((part) => occursIn(page, part))) continue;
      const score = wayScore(index, page, way);
      if (score > (pages.get(page)?.score ?? -1)) pages.set(page, {score, words: way});
    }
  }
  const idf = Math.log(1 + (index.pages.length - pages.size + 0.5) / (pages.size + 0.5));
  const matches = {idf, pages};
  if (index.matches.size > 500) index.matches.clear();
  index.matches.set(word, matches);
  return matches;
}

/** A title the query covers whole (お問い合わせ, "Roadmap"; either side of a subtitle's colon or dash counts as a title). */
function titleCover(page: PreparedPage, words: readonly string[]): number {
  const cover = (title: string) =>
    words.filter((word) => findWord(title, word) >= 0).reduce((sum, word) => sum + word.length, 0) /
    Math.max(1, title.length);
  return Math.min(1, Math.max(cover(page.title), ...page.title.split(SUBTITLE).map(cover)));
}

function snippetOf(text: string, words: readonly string[]): Snippet {
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((word) => findWord(lower, word)).filter((at) => at >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - 40) : 0;
  // Start at a word boundary when the cut falls inside a Latin word.
  let from = start;
  while (from > 0 && from > start - 15 && /[A-Za-z0-9]/.test(text[from - 1]!)) from -= 1;
  const end = Math.min(text.length, from + SNIPPET_MAX_LENGTH);
  const cut = text.slice(from, end);
  const marks: [number, number][] = [];
  const cutLower = cut.toLowerCase();
  for (const word of words) {
    for (let at = findWord(cutLower, word); at >= 0; at = findWord(cutLower, word, at + word.length)) {
      marks.push([at, at + word.length]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const merged = marks.reduce<[number, number][]>((all, mark) => {
    const last = all.at(-1);
    if (last && mark[0] <= last[1]) last[1] = Math.max(last[1], mark[1]);
    else all.push([...mark]);
    return all;
  }, []);
  return {text: cut, marks: merged};
}

const has = (text: string, words: readonly string[]) => words.every((word) => findWord(text, word) >= 0);

/** Where on the page the hit points: its title, a heading, its description or keywords, or a section's text. */
function hitOf(scored: Scored): Hit {
  const {page, words} = scored;
  const highlight = `?${words.map((word) => `_highlight=${encodeURIComponent(word)}`).join('&')}`;
  const base = {title: page.page.t, breadcrumb: page.page.b, score: scored.score};
  const at = (anchor: string) => `${page.page.u}${highlight}${anchor ? `#${anchor}` : ''}`;
  if (has(page.title, words)) {
    return {...base, url: at(''), heading: '', kind: 'title', snippet: null};
  }
  const heading = page.headings.findIndex((text) => text !== '' && has(text, words));
  if (heading >= 0) {
    const [text, anchor] = page.page.s[heading]!;
    return {...base, url: at(anchor), heading: text, kind: 'heading', snippet: null};
  }
  if (has(page.description, words)) {
    return {...base, url: at(''), heading: '', kind: 'description', snippet: snippetOf(page.page.d, words)};
  }
  if (has(page.keywords, words)) {
    return {...base, url: at(''), heading: '', kind: 'keywords', snippet: snippetOf(page.page.k, words)};
  }
  // The section holding the most of the words, the earliest of equals.
  let best = 0;
  let bestCount = -1;
  for (const [i, text] of page.texts.entries()) {
    const found = words.filter((word) => findWord(text, word) >= 0).length;
    if (found > bestCount) {
      best = i;
      bestCount = found;
    }
  }
  const [sectionHeading, anchor, text] = page.page.s[best] ?? ['', '', ''];
  return {...base, url: at(anchor), heading: sectionHeading, kind: 'content', snippet: snippetOf(text, words)};
}

/** The pages matching every word of `query`, best first, at most `limit` (one hit a page). */
export function search(index: SearchIndex, query: string, limit = Infinity): Hit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const matches = words.map((word) => matchWord(index, word));
  const [rarest] = [...matches].sort((a, b) => a.pages.size - b.pages.size);
  const scored: Scored[] = [];
  for (const page of rarest!.pages.keys()) {
    const found = matches.map((match) => match.pages.get(page));
    if (found.some((entry) => entry === undefined)) continue;
    const pageWords = found.flatMap((entry) => entry!.words);
    const score = found.reduce((sum, entry, i) => sum + entry!.score * matches[i]!.idf, 0);
    scored.push({page, score: score + TITLE_COVER_WEIGHT * titleCover(page, pageWords), words: pageWords});
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(hitOf);
}
