import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Locale} from '../lib/pages';

export interface IndexFile {
  file: string;
  raw: number;
  gzip: number;
  br: number | null;
}

export interface IndexSize {
  locale: Locale;
  files: IndexFile[];
  raw: number;
  gzip: number;
  br: number;
}

/** The directory of a locale's search index files: build/ for Japanese, build/en/ for English. */
export function localeDir(buildDir: string, locale: Locale): string {
  return locale === 'ja' ? buildDir : path.join(buildDir, 'en');
}

function sizeOrNull(file: string): number | null {
  return existsSync(file) ? statSync(file).size : null;
}

/** Sums every `search-index*.json` of a locale: raw, gzip (the build's .gz, else compressed here) and Brotli. */
export function indexSize(buildDir: string, locale: Locale): IndexSize {
  const dir = localeDir(buildDir, locale);
  const files = readdirSync(dir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .sort()
    .map((name): IndexFile => {
      const file = path.join(dir, name);
      return {
        file: path.relative(buildDir, file),
        raw: statSync(file).size,
        gzip: sizeOrNull(`${file}.gz`) ?? gzipSync(readFileSync(file), {level: 9}).length,
        br: sizeOrNull(`${file}.br`),
      };
    });
  return {
    locale,
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    br: files.reduce((sum, f) => sum + (f.br ?? f.gzip), 0),
  };
}
