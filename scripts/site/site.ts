import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {InitializedPlugin, LoadContext} from '@docusaurus/types';
import {getPluginI18nPath} from '@docusaurus/utils';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init';

/** A site as Docusaurus sees it for one locale: its context and its initialised plugins. */
export interface LoadedSite {
  context: LoadContext;
  plugins: InitializedPlugin[];
}

/** The locales translated from the default locale (the source language), from the site config. */
export async function translationLocales(siteDir: string): Promise<string[]> {
  const {i18n} = await loadContext({siteDir});
  return i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
}

/**
 * Loads the site config and initialises its plugins for `locale`, the way `docusaurus write-translations`
 * does, then runs `run`. Plugin constructors write into the generated-files folder; it is pointed at a
 * temporary folder so that looking at a site never changes its `.docusaurus/`.
 */
export async function withSite<T>(siteDir: string, locale: string, run: (site: LoadedSite) => Promise<T>): Promise<T> {
  const generatedFilesDir = await mkdtemp(path.join(tmpdir(), 'i18n-site-'));
  try {
    const context = {...(await loadContext({siteDir, locale})), generatedFilesDir};
    return await run({context, plugins: await initPlugins(context)});
  } finally {
    await rm(generatedFilesDir, {recursive: true, force: true});
  }
}

/**
 * Content plugins, and the sub-folder of their translation folder that mirrors the source folder.
 * Docs sets have one version, `current` (config/docsSets.ts); a versioned set would need one entry a version.
 */
const CONTENT_PLUGINS: Readonly<Record<string, readonly string[]>> = {
  'docusaurus-plugin-content-docs': ['current'],
  'docusaurus-plugin-content-blog': [],
  'docusaurus-plugin-content-pages': [],
};

/** A docs set, the blog or the pages, with its folder in each language and its normalised options. */
export interface ContentPlugin {
  name: string;
  id: string;
  sourceDir: string;
  translationDir: string;
  include: string[];
  exclude: string[];
  options: InitializedPlugin['options'];
}

export function contentPlugins(site: LoadedSite): ContentPlugin[] {
  const {siteDir, localizationDir} = site.context;
  return site.plugins
    .filter(({name}) => name in CONTENT_PLUGINS)
    .map(({name, options}) => {
      const {id, path: contentPath, include, exclude} = options;
      if (typeof id !== 'string' || typeof contentPath !== 'string' || !isStrings(include) || !isStrings(exclude)) {
        throw new Error(`${name} has no normalised path/include/exclude options`);
      }
      const subPaths = [...CONTENT_PLUGINS[name]!];
      const translationDir = getPluginI18nPath({localizationDir, pluginName: name, pluginId: id, subPaths});
      return {name, id, sourceDir: path.resolve(siteDir, contentPath), translationDir, include, exclude, options};
    });
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** `file` relative to the site root, with `/` separators, as reports and the allow-list name files. */
export function siteRelative(site: LoadedSite, file: string): string {
  return path.relative(site.context.siteDir, file).split(path.sep).join('/');
}
