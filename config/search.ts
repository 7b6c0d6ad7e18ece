import {createRequire} from 'node:module';
import path from 'node:path';
import {toLocale} from '../common/sitePaths';
import {docsSets, listedDocsSets} from './docsSets';

/**
 * Local search (@easyops-cn/docusaurus-search-local) with the site's fixed search constants (10 results, 200-character context, edit distance 5). The lunr index is
 * built at build time per locale and searched in a web worker; it loads on the first hover or focus
 * of the search box.
 */
/**
 * Japanese needs its own tokenizer (TinySegmenter, from lunr-languages): with the plugin's multi-language
 * mode (`['ja', 'en']`) Japanese is split on spaces only, so words inside a sentence cannot be found.
 * So each locale gets one language: the Japanese index and queries use `ja` (which also keeps Latin
 * words like "Hydra" whole), the English ones `en` with its stemmer.
 *
 * The plugin sets its lunr language up once per process, and both locales are built in one process.
 * Dropping its server modules from Node's require cache when the config loads (once per locale) makes
 * the next locale's build set it up again with that locale's language.
 */
function forgetSearchPluginState(): void {
  // Node's own module cache (the config itself is loaded through jiti, whose `require` has another one).
  const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const pluginServer = path.dirname(nodeRequire.resolve('@easyops-cn/docusaurus-search-local'));
  for (const id of Object.keys(nodeRequire.cache)) {
    if (id.startsWith(pluginServer)) {
      delete nodeRequire.cache[id];
    }
  }
}

export function searchOptions(locale: string) {
  forgetSearchPluginState();
  return {
    hashed: true,
    language: [toLocale(locale)],
    indexDocs: true,
    indexBlog: true,
    indexPages: true,
    docsRouteBasePath: docsSets.map((set) => set.routeBasePath),
    docsDir: docsSets.map((set) => set.path),
    blogRouteBasePath: 'newsplus',
    blogDir: 'newsplus',
    searchResultLimits: 10,
    searchResultContextMaxLength: 200,
    fuzzyMatchingDistance: 5,
    searchBarShortcutKeymap: 'mod+k',
    searchBarPosition: 'right',
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: true,
    searchContextByPaths: [
      ...listedDocsSets.map((set) => ({label: set.labels.search, path: set.routeBasePath})),
      {label: 'News Plus', path: 'newsplus'},
    ],
    useAllContextsWithNoSearchContext: true,
  };
}
