import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import type {Allowlist} from './allowlist';
import {contentFiles} from '../site/contentFiles';
import {readMarkdownFacts, type MarkdownFacts} from '../site/markdown';
import {FILE_KEY, type Problem} from './problem';
import {siteRelative, type LoadedSite} from '../site/site';

/** Front matter whose value is part of the page's identity (route, listing, order): the same in both languages. */
const SAME_VALUE_KEYS = ['id', 'slug', 'tags', 'authors', 'sidebar_position'];
/** Front matter that is text for the reader: the translation must not be the Japanese. */
const TRANSLATED_KEYS = ['title', 'description'];
const COUNTS = {h2: 'H2 headings', code: 'code blocks', mermaid: 'Mermaid diagrams'} as const;

/**
 * Every Japanese docs page, News Plus post and Markdown page has a translation at the same path, every
 * translation has a Japanese source, and each pair matches in front matter and structure.
 */
export async function checkContent(site: LoadedSite, allowlist: Allowlist): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const {sourceDir, translationDir, sources, translations} of await contentFiles(site)) {
    const translated = new Set(translations);
    const sourceSet = new Set(sources);
    for (const file of sources) {
      const source = path.join(sourceDir, file);
      const translation = path.join(translationDir, file);
      if (translated.has(file)) {
        problems.push(...(await comparePair(site, source, translation, allowlist)));
      } else {
        problems.push({
          file: siteRelative(site, translation),
          key: FILE_KEY,
          kind: 'missing',
          message: `no translation of ${siteRelative(site, source)}`,
        });
      }
    }
    for (const file of translations.filter((translation) => !sourceSet.has(translation))) {
      problems.push({
        file: siteRelative(site, path.join(translationDir, file)),
        key: FILE_KEY,
        kind: 'orphan',
        message: `no Japanese source at ${siteRelative(site, path.join(sourceDir, file))}`,
      });
    }
  }
  return problems;
}

async function comparePair(site: LoadedSite, source: string, translation: string, allowlist: Allowlist) {
  const file = siteRelative(site, translation);
  const [ja, en] = await Promise.all([readFacts(site, source), readFacts(site, translation)]);
  const problems: Problem[] = [];
  const add = (key: string, kind: Problem['kind'], message: string) => problems.push({file, key, kind, message});

  for (const key of Object.keys(ja.frontMatter)) {
    if (!(key in en.frontMatter)) {
      add(key, 'missing', 'front matter key of the Japanese source is missing');
    } else if (SAME_VALUE_KEYS.includes(key) && !isDeepStrictEqual(ja.frontMatter[key], en.frontMatter[key])) {
      add(key, 'mismatch', `must equal the Japanese ${JSON.stringify(ja.frontMatter[key])}`);
    } else if (
      TRANSLATED_KEYS.includes(key) &&
      isDeepStrictEqual(ja.frontMatter[key], en.frontMatter[key]) &&
      !allowlist.allows(file, key)
    ) {
      add(key, 'untranslated', `same as the Japanese ${JSON.stringify(ja.frontMatter[key])}`);
    }
  }
  for (const key of Object.keys(en.frontMatter).filter((key) => !(key in ja.frontMatter))) {
    add(key, 'orphan', 'front matter key not in the Japanese source');
  }
  for (const [key, what] of Object.entries(COUNTS) as [keyof typeof COUNTS, string][]) {
    if (ja[key] !== en[key]) {
      add(key, 'mismatch', `${en[key]} here, ${ja[key]} in the Japanese (${what})`);
    }
  }
  return problems;
}

async function readFacts(site: LoadedSite, file: string): Promise<MarkdownFacts> {
  try {
    return await readMarkdownFacts(file);
  } catch (error) {
    throw new Error(`${siteRelative(site, file)}: ${(error as Error).message}`);
  }
}
