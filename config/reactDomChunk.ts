import type {Plugin} from '@docusaurus/types';

/**
 * React DOM (with its scheduler) in a script of its own, before `main.js`. The page template inserts the app's
 * scripts one after another, and each runs in a task of its own: evaluating one `main.js` of about 400 KB, React
 * DOM's 175 KB included, was one of the longest tasks of a first visit on a slow phone.
 */
export function reactDomChunkPlugin(): Plugin {
  return {
    name: 'react-dom-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
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
            },
          },
        },
      };
    },
  };
}
