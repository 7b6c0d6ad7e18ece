import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const SERVER_CODE_BLOCK = path.resolve(__dirname, '../src/components/LazyCodeBlock/HighlightedCodeBlock.tsx');

/**
 * Prerendering needs the highlighted code block synchronously (a lazy component would suspend, and React
 * streams a suspended part out of place and moves it in with an inline script, invisible without JavaScript),
 * while the browser must not get Prism in its first bundle. `ServerCodeBlock` is an empty module; in the
 * server bundle only, it is replaced by the real block.
 */
export function serverCodeBlockPlugin(): Plugin {
  return {
    name: 'server-code-block',
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
