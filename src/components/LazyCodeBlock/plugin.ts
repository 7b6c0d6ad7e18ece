import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkPrerenderedCss} from './darkPrerenderedCss';
import {darkCodeTheme} from './prismThemes';

const SERVER_CODE_BLOCK = path.resolve(__dirname, 'HighlightedCodeBlock.tsx');

/**
 * The build side of the lazy code block (see index.tsx):
 * - Prerendering needs the highlighted code block synchronously (a lazy component would suspend, and React
 *   streams a suspended part out of place and moves it in with an inline script, invisible without
 *   JavaScript), while the browser must not get Prism in its first bundle. `ServerCodeBlock` is an empty
 *   module; in the server bundle only, it is replaced by the real block.
 * - Every page gets the stylesheet that shows prerendered blocks in the dark theme's colours in dark mode.
 */
export function lazyCodeBlockPlugin(context: LoadContext): Plugin {
  const darkCss = path.join(context.generatedFilesDir, 'lazy-code-block', 'dark-prerendered.css');
  mkdirSync(path.dirname(darkCss), {recursive: true});
  writeFileSync(darkCss, darkPrerenderedCss(darkCodeTheme));
  return {
    name: 'lazy-code-block',
    getClientModules() {
      return [darkCss];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) {
        return {};
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /LazyCodeBlock[\\/]ServerCodeBlock/,
            SERVER_CODE_BLOCK,
          ),
        ],
      };
    },
  };
}
