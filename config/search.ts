/**
 * Local search (@easyops-cn/docusaurus-search-local) with the constants of SPEC §9. The lunr index is
 * built at build time per locale and searched in a web worker; it loads on the first hover or focus
 * of the search box.
 */
export const searchOptions = {
  hashed: true,
  language: ['ja', 'en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: ['docs', 'docs/base', 'docs/cardano', 'docs/icp'],
  docsDir: ['docs', 'docs-base', 'docs-cardano', 'docs-icp'],
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
    {label: {ja: 'ドキュメント Base', en: 'Documentation Base'}, path: 'docs/base'},
    {label: {ja: 'ドキュメント CARDANO', en: 'Documentation CARDANO'}, path: 'docs/cardano'},
    {label: {ja: 'ドキュメント ICP', en: 'Documentation ICP'}, path: 'docs/icp'},
    {label: 'News Plus', path: 'newsplus'},
  ],
  useAllContextsWithNoSearchContext: false,
};
