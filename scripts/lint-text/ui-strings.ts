import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {footer} from '../../config/footer';
import {navbar} from '../../config/navbar';
import {company, missionPillars, solutions} from '../../src/data/company';
import {products, specFieldLabels} from '../../src/data/products';

/** One interface string and where it comes from, for the report. */
export interface UiString {
  source: string;
  text: string;
}

export interface UiStrings {
  ja: UiString[];
  en: UiString[];
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * The interface strings that are not in Markdown: `<Translate>` and `translate()` in src/ (Japanese source,
 * found by Docusaurus' own extractor), the navbar and footer labels, and the `{ja, en}` texts of src/data/.
 */
export async function uiStrings(siteDir: string): Promise<UiStrings> {
  const strings: UiStrings = {ja: [], en: []};
  const code = await extractSiteSourceCodeTranslations({siteDir, plugins: []});
  for (const [id, {message}] of Object.entries(code)) {
    strings.ja.push({source: `src/ translate id "${id}"`, text: message});
  }
  walk({navbar, footer}, 'config', (source, key, value) => {
    if ((key === 'label' || key === 'title') && JAPANESE.test(value)) {
      strings.ja.push({source, text: value});
    }
  });
  // The company's name, address and officer are left out: they are written as registered, spaces included.
  const prose = {slogan: company.slogan, businessArea: company.businessArea, missionPillars, solutions};
  walk({company: prose, products, specFieldLabels}, 'src/data', (source, key, value) => {
    if (key === 'ja' || key === 'en') {
      strings[key].push({source, text: value});
    }
  });
  return strings;
}

/** Calls `visit` for every string property under `value`, with its dotted path. */
function walk(value: unknown, at: string, visit: (source: string, key: string, text: string) => void): void {
  if (value === null || typeof value !== 'object') {
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      visit(`${at}.${key}`, key, child);
    } else {
      walk(child, `${at}.${key}`, visit);
    }
  }
}
