import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {FILE_KEY, type Problem} from './problem';
import {contentPlugins, siteRelative, type LoadedSite} from '../site/site';

type YamlMap = Record<string, unknown>;

/**
 * The blog's tags file and authors map: the translation has the same entries, each with the same fields
 * (Docusaurus reads the translated file instead of the Japanese one, whole).
 */
export async function checkBlogData(site: LoadedSite): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const {name, sourceDir, translationDir, options} of contentPlugins(site)) {
    if (name !== 'docusaurus-plugin-content-blog') {
      continue;
    }
    for (const file of [options.tags, options.authorsMapPath].filter((file) => typeof file === 'string')) {
      problems.push(...(await compareData(site, path.join(sourceDir, file), path.join(translationDir, file))));
    }
  }
  return problems;
}

async function compareData(site: LoadedSite, source: string, translation: string): Promise<Problem[]> {
  const ja = await readYamlMap(source);
  if (ja === undefined) {
    return [];
  }
  const file = siteRelative(site, translation);
  const en = await readYamlMap(translation);
  if (en === undefined) {
    return [{file, key: FILE_KEY, kind: 'missing', message: `no translation of ${siteRelative(site, source)}`}];
  }
  return [
    ...keyDifferences(file, ja, en, ''),
    ...Object.keys(ja)
      .filter((entry) => entry in en)
      .flatMap((entry) => keyDifferences(file, asMap(ja[entry]), asMap(en[entry]), `${entry}.`)),
  ];
}

function keyDifferences(file: string, ja: YamlMap, en: YamlMap, prefix: string): Problem[] {
  return [
    ...Object.keys(ja)
      .filter((key) => !(key in en))
      .map((key) => ({file, key: prefix + key, kind: 'missing' as const, message: 'in the Japanese file, not here'})),
    ...Object.keys(en)
      .filter((key) => !(key in ja))
      .map((key) => ({file, key: prefix + key, kind: 'orphan' as const, message: 'not in the Japanese file'})),
  ];
}

async function readYamlMap(file: string): Promise<YamlMap | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  return asMap(parseYaml(text));
}

function asMap(value: unknown): YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as YamlMap) : {};
}
