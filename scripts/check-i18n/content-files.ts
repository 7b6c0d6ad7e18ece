import path from 'node:path';
import {Globby, getPluginI18nPath} from '@docusaurus/utils';
import {contentOptions, type LoadedSite} from './site';

/** The Markdown of one content plugin: its source folder, its translation folder and the files in each. */
export interface ContentFiles {
  sourceDir: string;
  translationDir: string;
  /** Paths relative to `sourceDir`. */
  sources: string[];
  /** Paths relative to `translationDir`. */
  translations: string[];
}

/**
 * Content plugins, and the sub-folder of their translation folder that mirrors the source.
 * Docs sets have one version, `current` (config/docsSets.ts); a versioned set would need one entry a version.
 */
const CONTENT_PLUGINS: Readonly<Record<string, readonly string[]>> = {
  'docusaurus-plugin-content-docs': ['current'],
  'docusaurus-plugin-content-blog': [],
  'docusaurus-plugin-content-pages': [],
};

const MARKDOWN = /\.mdx?$/;

/** Every content plugin instance of the site (each docs set, the blog, the pages), with the files of both languages. */
export async function contentFiles(site: LoadedSite): Promise<ContentFiles[]> {
  const {siteDir, localizationDir} = site.context;
  return Promise.all(
    site.plugins
      .filter((plugin) => plugin.name in CONTENT_PLUGINS)
      .map(async (plugin) => {
        const options = contentOptions(plugin);
        const sourceDir = path.resolve(siteDir, options.path);
        const translationDir = getPluginI18nPath({
          localizationDir,
          pluginName: plugin.name,
          pluginId: options.id,
          subPaths: [...CONTENT_PLUGINS[plugin.name]],
        });
        const list = async (cwd: string) =>
          (await Globby(options.include, {cwd, ignore: options.exclude})).filter((file) => MARKDOWN.test(file)).sort();
        return {sourceDir, translationDir, sources: await list(sourceDir), translations: await list(translationDir)};
      }),
  );
}
