import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {TranslationFileContent} from '@docusaurus/types';
import {DEFAULT_PLUGIN_ID, getPluginI18nPath} from '@docusaurus/utils';
import type {Allowlist} from './allowlist';
import type {Problem} from './problem';
import {siteRelative, type LoadedSite} from '../site/site';

/**
 * The JSON translation files of the plugins (navbar, footer, docs sidebars and version labels, blog options)
 * against the labels in the config and sidebars. Each plugin computes its own file from the config, as in
 * `docusaurus write-translations`; every key must be in the translated file, translated, and nothing more.
 */
export async function checkPluginTranslations(site: LoadedSite, allowlist: Allowlist): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const plugin of site.plugins) {
    if (!plugin.getTranslationFiles) {
      continue;
    }
    const content = await plugin.loadContent?.();
    const pluginDir = getPluginI18nPath({
      localizationDir: site.context.localizationDir,
      pluginName: plugin.name,
      pluginId: plugin.options.id ?? DEFAULT_PLUGIN_ID,
    });
    for (const {path: name, content: source} of await plugin.getTranslationFiles({content})) {
      const translationFile = path.join(pluginDir, `${name}.json`);
      const file = siteRelative(site, translationFile);
      const translated = await readTranslationFile(translationFile);
      for (const [key, {message}] of Object.entries(source)) {
        const translation = translated[key];
        if (translation === undefined) {
          problems.push({file, key, kind: 'missing', message: `label ${JSON.stringify(message)} has no translation`});
        } else if (translation.message === message && !allowlist.allows(file, key)) {
          problems.push({file, key, kind: 'untranslated', message: `same as the Japanese ${JSON.stringify(message)}`});
        }
      }
      for (const key of Object.keys(translated).filter((key) => !(key in source))) {
        problems.push({file, key, kind: 'orphan', message: 'no such label in the config or sidebars any more'});
      }
    }
  }
  return problems;
}

async function readTranslationFile(file: string): Promise<TranslationFileContent> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as TranslationFileContent;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return {};
    }
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
