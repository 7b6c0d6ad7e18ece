import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {TextLanguage} from '../lint-text/languages';

/** Where the site's visitor text is written, from the site root: content, interface code, config, data. */
const SOURCE_ROOTS = [
  'docs',
  'docs-base',
  'docs-cardano',
  'docs-icp',
  'newsplus',
  'src',
  'config',
  'sidebars',
  'common',
  'i18n',
  'docusaurus.config.ts',
];
/** Docusaurus's own interface strings in each language, which `i18n/<locale>/code.json` can override. */
const THEME_TRANSLATIONS = 'node_modules/@docusaurus/theme-translations/locales';
const SOURCE_FILE = /\.(mdx?|tsx?|json|ya?ml)$/;
const NOT_SOURCE = /(\.test\.|\/__|\/node_modules\/)/;
/** Japanese-only sources: a Japanese page's text is not looked for among the English translations. */
const ENGLISH_ONLY = /^(i18n\/en\/|node_modules\/.*\/locales\/en\/)/;
/** Japanese-only sources, which an English page never shows. */
const JAPANESE_ONLY = /^(docs|docs-base|docs-cardano|docs-icp|newsplus)\/|^node_modules\/.*\/locales\/ja\//;

interface SourceLine {
  file: string;
  line: number;
  text: string;
}

/** Every line of the site's sources, read once, to trace a built page's text back to where it was written. */
export async function readSourceLines(siteDir: string): Promise<SourceLine[]> {
  const files: string[] = [];
  for (const root of [...SOURCE_ROOTS, `${THEME_TRANSLATIONS}/ja`, `${THEME_TRANSLATIONS}/en`]) {
    const entries = root.endsWith('.ts')
      ? [root]
      : (await readdir(path.join(siteDir, root), {recursive: true}).catch(() => [])).map((name) =>
          path.posix.join(root, name.split(path.sep).join('/')),
        );
    files.push(...entries.filter((file) => SOURCE_FILE.test(file) && !NOT_SOURCE.test(file)));
  }
  const lines: SourceLine[] = [];
  for (const file of files) {
    const text = await readFile(path.join(siteDir, file), 'utf8').catch(() => '');
    text.split('\n').forEach((line, index) => lines.push({file, line: index + 1, text: line}));
  }
  return lines;
}

/**
 * How many characters around `word` a source line shares with the page's text, in one piece: the text either
 * side of the word, compared outwards character by character, at the best of the word's places in the line.
 */
function sharedAround(line: string, word: string, context: string, at: number): number {
  let best = -1;
  for (let from = line.indexOf(word); from !== -1; from = line.indexOf(word, from + 1)) {
    let left = 0;
    while (from - left > 0 && at - left > 0 && line[from - left - 1] === context[at - left - 1]) left++;
    let right = 0;
    const lineEnd = from + word.length;
    const contextEnd = at + word.length;
    while (line[lineEnd + right] !== undefined && line[lineEnd + right] === context[contextEnd + right]) right++;
    best = Math.max(best, left + right);
  }
  return best;
}

/**
 * The source lines that most likely wrote `word` where it appears in `context` on a page of `language`:
 * lines holding the word, ranked by how much of the text around it they share in one piece. Empty when no
 * source holds it (text assembled from parts, or written outside the sources read here).
 */
export function traceSource(
  lines: readonly SourceLine[],
  language: TextLanguage,
  word: string,
  context: string,
): string[] {
  const other = language === 'ja' ? ENGLISH_ONLY : JAPANESE_ONLY;
  const at = Math.max(0, context.indexOf(word));
  const scored = lines
    .filter(({file, text}) => !other.test(file) && text.includes(word))
    .map((source) => ({source, score: sharedAround(source.text, word, context, at)}));
  const best = Math.max(0, ...scored.map(({score}) => score));
  return scored
    .filter(({score}) => score === best)
    .slice(0, 3)
    .map(({source}) => `${source.file}:${source.line}`);
}
