import {docsSets} from '../../config/docsSets';

/** The blog's folder (docusaurus.config.ts) and the Japanese MDX pages (privacy, terms). */
const JAPANESE_OTHER = ['newsplus', 'src/pages'];

/** Japanese Markdown and MDX sources, as globs from the site root. */
export const japaneseSources: readonly string[] = [...docsSets.map(({path}) => path), ...JAPANESE_OTHER].map(
  (folder) => `${folder}/**/*.{md,mdx}`,
);

/** Their English translations. */
export const englishSources: readonly string[] = ['i18n/en/**/*.{md,mdx}'];
