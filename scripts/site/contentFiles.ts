import {Globby} from '@docusaurus/utils';
import {contentPlugins, type LoadedSite} from './site';

/** The Markdown of one content plugin: its source folder, its translation folder and the files in each. */
export interface ContentFiles {
  sourceDir: string;
  translationDir: string;
  /** Paths relative to `sourceDir`. */
  sources: string[];
  /** Paths relative to `translationDir`. */
  translations: string[];
}

const MARKDOWN = /\.mdx?$/;

/** Every content plugin instance of the site (each docs set, the blog, the pages), with the files of both languages. */
export async function contentFiles(site: LoadedSite): Promise<ContentFiles[]> {
  return Promise.all(
    contentPlugins(site).map(async ({sourceDir, translationDir, include, exclude}) => {
      const list = async (cwd: string) =>
        (await Globby(include, {cwd, ignore: exclude})).filter((file) => MARKDOWN.test(file)).sort();
      return {sourceDir, translationDir, sources: await list(sourceDir), translations: await list(translationDir)};
    }),
  );
}
