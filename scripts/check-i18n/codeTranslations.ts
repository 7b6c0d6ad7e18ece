import path from 'node:path';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {readCodeTranslationFileContent} from '@docusaurus/core/lib/server/translations/translations';
import {CODE_TRANSLATIONS_FILE_NAME} from '@docusaurus/utils';
import type {Allowlist} from './allowlist';
import type {Problem} from './problem';
import {siteRelative, type LoadedSite} from '../site/site';

/** Ids of the Docusaurus theme: their English comes with the theme, so they may be unused or equal. */
const THEME_ID = /^theme\./;

/**
 * `code.json` against the ids the site's own code uses (`<Translate id>`, `translate({id})` under src/),
 * extracted by Docusaurus' own extractor, the one `docusaurus write-translations` runs.
 */
export async function checkCodeTranslations(site: LoadedSite, allowlist: Allowlist): Promise<Problem[]> {
  const {siteDir, localizationDir} = site.context;
  const file = siteRelative(site, path.join(localizationDir, CODE_TRANSLATIONS_FILE_NAME));
  // No plugins: only the site's src/, not the theme code Docusaurus translates itself.
  const used = await extractSiteSourceCodeTranslations({siteDir, plugins: []});
  const translated = (await readCodeTranslationFileContent({localizationDir})) ?? {};
  const problems: Problem[] = [];

  for (const [id, {message}] of Object.entries(used)) {
    const translation = translated[id];
    if (translation === undefined) {
      problems.push({
        file,
        key: id,
        kind: 'missing',
        message: `used in src/ with the Japanese ${JSON.stringify(message)}`,
      });
    } else if (!THEME_ID.test(id) && translation.message === message && !allowlist.allows(file, id)) {
      problems.push({file, key: id, kind: 'untranslated', message: `same as the Japanese ${JSON.stringify(message)}`});
    }
  }
  for (const id of Object.keys(translated).filter((id) => !(id in used) && !THEME_ID.test(id))) {
    problems.push({file, key: id, kind: 'orphan', message: 'not used in src/ any more'});
  }
  return problems;
}
