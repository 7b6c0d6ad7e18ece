import path from 'node:path';

export type Language = 'ja' | 'en';

/** The pages that show the worked example: the API reference and the event in the data flow. */
export const examplePages: Record<Language, {api: string; flow: string}> = {
  ja: {api: 'docs-cardano/f13/arch/api.md', flow: 'docs-cardano/f13/arch/flow.md'},
  en: {
    api: 'i18n/en/docusaurus-plugin-content-docs-cardano/current/f13/arch/api.md',
    flow: 'i18n/en/docusaurus-plugin-content-docs-cardano/current/f13/arch/flow.md',
  },
};

export const siteDir = path.resolve(import.meta.dirname, '../..');
