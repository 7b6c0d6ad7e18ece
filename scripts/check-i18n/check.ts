import {Allowlist} from './allowlist';
import {checkBlogData} from './blogData';
import {checkCodeTranslations} from './codeTranslations';
import {checkContent} from './contentCheck';
import {checkPluginTranslations} from './pluginTranslations';
import {sortProblems, type Problem} from './problem';
import {translationLocales, withSite} from '../site/site';

/** Everything that exists in the source language but not in a translation, or was left untranslated. */
export async function checkI18n(siteDir: string): Promise<Problem[]> {
  const allowlist = await Allowlist.read(siteDir);
  const problems: Problem[] = [];
  for (const locale of await translationLocales(siteDir)) {
    problems.push(
      ...(await withSite(siteDir, locale, async (site) => [
        ...(await checkContent(site, allowlist)),
        ...(await checkBlogData(site)),
        ...(await checkCodeTranslations(site, allowlist)),
        ...(await checkPluginTranslations(site, allowlist)),
      ])),
    );
  }
  return sortProblems([...problems, ...allowlist.unneeded()]);
}
