import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {PHRASED_LOCALE} from '../common/sitePaths';
import {MINIFIED_CACHE_DIR, MinifiedScriptCache} from './minifiedScriptCache';

/**
 * How the browser's bundle is made, beyond Docusaurus's defaults. One plugin for both, since every plugin's name
 * ships in each page's main script (the site's metadata lists them).
 * - React DOM (with its scheduler) in a script of its own, before `main.js`: the browser compiles each script in a
 *   task of its own, and one `main.js` of about 400 KB, React DOM's 175 KB included, was one of the longest tasks of
 *   a first visit on a slow phone. Its modules are evaluated when the entry first imports them.
 * - In a production build the entry is `src/browser/clientEntry.ts`: Docusaurus's own, with the largest modules it
 *   imports evaluated first, each in a task of its own. `npm start` keeps Docusaurus's entry and its hot reload.
 * - Each script minified once per content (`minifiedScriptCache.ts`); the server bundle is not minified.
 * - Japanese phrase breaking (`common/japanesePhrases.ts`, BudouX's model, 24 KB) only in the Japanese build, in
 *   a script of its own as React DOM; the other builds get `src/components/Phrases/withoutModel.ts` in its place.
 */
export function clientBundlePlugin({siteDir, i18n}: LoadContext): Plugin {
  const cacheDir = path.join(siteDir, MINIFIED_CACHE_DIR);
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      const withoutPhraseModel =
        i18n.currentLocale === PHRASED_LOCALE
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /[\\/]common[\\/]japanesePhrases(\.ts)?$/,
                path.join(siteDir, 'src/components/Phrases/withoutModel.ts'),
              ),
            ];
      if (isServer) {
        return {plugins: withoutPhraseModel};
      }
      return {
        ...(config.mode === 'production'
          ? {entry: path.join(siteDir, 'src/browser/clientEntry.ts'), mergeStrategy: {entry: 'replace'}}
          : {}),
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                name: 'react-dom',
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
              // BudouX's Japanese model (Japanese build only), for the same reason: a script of its own.
              phrases: {
                test: /[\\/]node_modules[\\/]budoux[\\/]/,
                name: 'phrases',
                chunks: 'initial',
                enforce: true,
                priority: 50,
              },
            },
          },
        },
        // Docusaurus types the result with webpack's types; the cache is for Rspack's minifier.
        plugins: [
          ...withoutPhraseModel,
          ...(currentBundler.name === 'rspack'
            ? [new MinifiedScriptCache(cacheDir) as unknown as WebpackPluginInstance]
            : []),
        ],
      };
    },
  };
}
