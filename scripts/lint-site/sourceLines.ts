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

/** The distinct runs of `size` characters of a text: how much of it a source line shares. */
function windows(text: string, size: number): Set<string> {
  const found = new Set<string>();
  for (let start = 0; start + size <= text.length; start++) {
    found.add(text.slice(start, start + size));
  }
  return found;
}

/**
 * The source lines that most likely wrote `word` where it appears in `context` on a page of `language`:
 * lines holding the word, ranked by how much of the text around it they share. Empty when no source holds it
 * (text Docusaurus writes itself, or text assembled from parts).
 */
export function traceSource(
  lines: readonly SourceLine[],
  language: TextLanguage,
  word: string,
  context: string,
): string[] {
  const other = language === 'ja' ? ENGLISH_ONLY : JAPANESE_ONLY;
  const at = context.indexOf(word);
  const around = context.slice(Math.max(0, at - 40), at + word.length + 40);
  const size = language === 'ja' ? 3 : 6;
  const pieces = windows(around, size);
  const scored = lines
    .filter(({file, text}) => !other.test(file) && text.includes(word))
    .map((source) => ({source, score: [...pieces].filter((piece) => source.text.includes(piece)).length}));
  const best = Math.max(0, ...scored.map(({score}) => score));
  return scored
    .filter(({score}) => score === best)
    .slice(0, 3)
    .map(({source}) => `${source.file}:${source.line}`);
}
