import {englishSources, japaneseSources} from './sources';

/** Japanese script: what the spacing rules are about. */
export const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * How each language's text is checked, for `lint:text` (the sources) and `lint:site` (the built pages): its
 * textlint config, its side of glossary.yml (the dictionary), its sources, and for English the spelling.
 */
export const LANGUAGES = {
  ja: {config: '.textlintrc.json', glossary: 'ja', sources: japaneseSources, spacedScript: JAPANESE},
  en: {config: '.textlintrc.en.json', glossary: 'en', sources: englishSources, spelling: 'cspell.config.yaml'},
} as const;

export type TextLanguage = keyof typeof LANGUAGES;
