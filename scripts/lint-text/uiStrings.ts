import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {extractSiteSourceCodeTranslations} from '@docusaurus/core/lib/server/translations/translationsExtractor';
import {inquirySubjectLabels} from '../../common/inquiries/subjectLabels';
import {docsSets} from '../../config/docsSets';
import {footer} from '../../config/footer';
import {navbar} from '../../config/navbar';
import {company, missionPillars, solutions} from '../../src/data/company';
import {inquiryStorage} from '../../src/data/inquiryStorage';
import {inquiryRetention} from '../../src/data/policies';
import {holorealCapsuleName} from '../../src/data/productNames';
import {products, specFieldLabels} from '../../src/data/products';
import {JAPANESE} from './languages';
import {jsonMessageSnippets, yamlSnippets, type Snippet} from './virtual';

export interface UiStrings {
  ja: Snippet[];
  en: Snippet[];
}

/** The blog's tags and authors files, as docusaurus.config.ts names them, and the fields the site shows. */
const BLOG_DATA = [
  {file: 'tags.yml', keys: ['label', 'description']},
  {file: 'authors.yml', keys: ['name', 'title']},
];

/**
 * The interface strings that are not in Markdown: `<Translate>` and `translate()` in src/ (Japanese source,
 * found by Docusaurus' own extractor), the navbar and footer labels, their English in the translation files of
 * i18n/en/, the blog's tag and author labels, and the `{ja, en}` texts of src/data/ and of the contact form's
 * subjects.
 */
export async function uiStrings(siteDir: string): Promise<UiStrings> {
  const strings: UiStrings = {ja: [], en: []};
  const code = await extractSiteSourceCodeTranslations({siteDir, plugins: []});
  for (const [id, {message}] of Object.entries(code)) {
    strings.ja.push({where: `src/ translate id "${id}"`, line: 1, text: message});
  }
  // The navbar, the footer, the docs sets' names and the sidebars' category labels and descriptions, written in
  // Japanese there.
  // Every set's sidebar file, as config/docsSets.ts names it, so a new set's labels are read too.
  const sidebars = Object.fromEntries(
    await Promise.all(
      docsSets.map(async (set) => {
        const module = (await import(path.join(siteDir, 'sidebars', `${set.sidebar}.ts`))) as {default: unknown};
        return [set.sidebar, module.default] as const;
      }),
    ),
  );
  const labels = {
    navbar: navbar(company),
    footer: footer(company),
    docsSets: docsSets.map((set) => set.labels),
    sidebars,
  };
  walk(labels, 'config', (source, key, value) => {
    if (JAPANESE.test(value) && ['label', 'title', 'description', 'navbar', 'footer', 'ja'].includes(key)) {
      strings.ja.push({where: source.replace(/^config\.sidebars\.(\w+)/, 'sidebars/$1.ts'), line: 1, text: value});
    } else if (key === 'en' && source.startsWith('config.docsSets')) {
      strings.en.push({where: source, line: 1, text: value});
    }
  });
  for (const name of await readdir(path.join(siteDir, 'i18n/en'), {recursive: true})) {
    if (name.endsWith('.json')) {
      const file = path.join('i18n/en', name);
      strings.en.push(...jsonMessageSnippets(file, await readFile(path.join(siteDir, file), 'utf8')));
    }
  }
  for (const [language, folder] of [
    ['ja', 'newsplus'],
    ['en', 'i18n/en/docusaurus-plugin-content-blog'],
  ] as const) {
    for (const {file, keys} of BLOG_DATA) {
      const where = `${folder}/${file}`;
      strings[language].push(...yamlSnippets(where, await readFile(path.join(siteDir, where), 'utf8'), keys));
    }
  }
  // The company's name, address and officer are left out: they are written as registered, spaces included.
  const prose = {slogan: company.slogan, businessArea: company.businessArea, missionPillars, solutions};
  const data = {company: prose, products, specFieldLabels, holorealCapsuleName, inquiryStorage, inquiryRetention};
  const localized = (source: string, key: string, value: string) => {
    if (key === 'ja' || key === 'en') {
      strings[key].push({where: source, line: 1, text: value});
    }
  };
  walk(data, 'src/data', localized);
  // The contact form's subjects, which the notification mail shares, are written in common/.
  walk(inquirySubjectLabels, 'common/inquiries/subjectLabels.ts', localized);
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
