import {DEFERRED_SCRIPTS, POST_BODY_TAGS} from '../../config/ssrTemplate';
import type {Seam} from './seam';

/**
 * Every seam between the site and the inside of Docusaurus, one entry each; UPGRADING.md explains them by the
 * same ids. After an upgrade, `npm run check:seams` names the entries that no longer hold; update an entry
 * (version, hashes) only once its seam has been reviewed against the new version.
 */

const CORE_PATCH = '@docusaurus+core+3.10.2.patch';
const THEME_COMMON_PATCH = '@docusaurus+theme-common+3.10.2.patch';
const SEARCH_PATCH = '@easyops-cn+docusaurus-search-local+0.55.3.patch';
const CLASSIC = '@docusaurus/theme-classic';

export const seams: readonly Seam[] = [
  {id: 'docusaurus-version', kind: 'version', package: '@docusaurus/core', version: '3.10.2'},

  // patches/
  {
    id: 'patch: idle route prefetch',
    kind: 'patch-hunk',
    patch: CORE_PATCH,
    file: 'lib/client/docusaurus.js',
    hunk: 1,
    pristineSha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  },
  {
    id: 'patch: prefetch queue',
    kind: 'patch-hunk',
    patch: CORE_PATCH,
    file: 'lib/client/docusaurus.js',
    hunk: 2,
    pristineSha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  },
  {
    id: 'patch: docs plugin sort without localeCompare',
    kind: 'patch-hunk',
    patch: '@docusaurus+plugin-content-docs+3.10.2.patch',
    file: 'lib/client/docsClientUtils.js',
    hunk: 1,
    pristineSha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
  },
  {
    id: 'patch: no Prism client module',
    kind: 'patch-hunk',
    patch: '@docusaurus+theme-classic+3.10.2.patch',
    file: 'lib/index.js',
    hunk: 1,
    pristineSha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
  },
  {
    id: 'patch: window size import',
    kind: 'patch-hunk',
    patch: THEME_COMMON_PATCH,
    file: 'lib/hooks/useWindowSize.js',
    hunk: 1,
    pristineSha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  },
  {
    id: 'patch: window size in a transition',
    kind: 'patch-hunk',
    patch: THEME_COMMON_PATCH,
    file: 'lib/hooks/useWindowSize.js',
    hunk: 2,
    pristineSha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  },
  {
    id: 'patch: memo sort without localeCompare',
    kind: 'patch-hunk',
    patch: THEME_COMMON_PATCH,
    file: 'lib/utils/reactUtils.js',
    hunk: 1,
    pristineSha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
  },
  {
    id: 'patch: search result limit import',
    kind: 'patch-hunk',
    patch: SEARCH_PATCH,
    file: 'dist/client/client/theme/SearchBar/SearchBar.jsx',
    hunk: 1,
    pristineSha256: '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
  },
  {
    id: 'patch: search page address',
    kind: 'patch-hunk',
    patch: SEARCH_PATCH,
    file: 'dist/client/client/theme/SearchBar/SearchBar.jsx',
    hunk: 2,
    pristineSha256: '1d6b381687947f38b5a740783ee9e48689b4fb817adfc24a6cac0f0b0992e8b4',
  },
  {
    id: 'patch: search result limit constant',
    kind: 'patch-hunk',
    patch: SEARCH_PATCH,
    file: 'dist/server/server/utils/generate.js',
    hunk: 1,
    pristineSha256: '0ca882108590232b255b6070d691c56ba035ab0f9ffd88c767414bd1199aeae5',
  },

  // Private modules
  {
    id: 'private: translation extractor',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/server/translations/translationsExtractor',
    exports: ['extractSiteSourceCodeTranslations'],
  },
  {
    id: 'private: code translation files',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/server/translations/translations',
    exports: ['readCodeTranslationFileContent'],
  },
  {
    id: 'private: site loader',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/server/site',
    exports: ['loadContext'],
  },
  {
    id: 'private: plugin initialisation',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/server/plugins/init',
    exports: ['initPlugins'],
  },
  {
    id: 'private: theme date format',
    kind: 'private-module',
    specifier: '@docusaurus/theme-common/internal',
    exports: ['useDateTimeFormat'],
  },

  // The page template
  {
    id: 'template: scripts after first paint',
    kind: 'template',
    specifier: '@docusaurus/core/lib/ssg/ssgTemplate.html',
    strings: [DEFERRED_SCRIPTS, POST_BODY_TAGS],
  },

  // src/theme/
  ...(
    [
      [
        'AnnouncementBar/Content',
        'eject',
        'unsafe',
        'src/theme/AnnouncementBar/Content/index.tsx',
        'e8e9e0e9cbdb0b94bc0f5cbab7e82ca540dd31909b3ccf4d3f6cf6b8c80f78bb',
      ],
      [
        'BlogArchivePage',
        'eject',
        'unsafe',
        'src/theme/BlogArchivePage/index.tsx',
        '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1',
      ],
      [
        'BlogLayout',
        'eject',
        'unsafe',
        'src/theme/BlogLayout/index.tsx',
        '2d1d443a8a3de3fc452092fbabc1436100a4745c3c253e9362bb7e5e41e2cf78',
      ],
      [
        'BlogListPage',
        'eject',
        'unsafe',
        'src/theme/BlogListPage/index.tsx',
        'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
      ],
      ['CodeBlock', 'wrap', 'safe', 'lib/theme/CodeBlock/index.js'],
      [
        'DocBreadcrumbs/Items/Home',
        'eject',
        'unsafe',
        'src/theme/DocBreadcrumbs/Items/Home/index.tsx',
        'a351a31c456766cb1d50e5efcf4381ee41472d9df95a711a71685f9f20dc24af',
      ],
      ['Footer/Copyright', 'wrap', 'safe', 'lib/theme/Footer/Copyright/index.js'],
      ['Layout', 'wrap', 'unsafe', 'lib/theme/Layout/index.js'],
      ['Navbar/Logo', 'wrap', 'unsafe', 'lib/theme/Navbar/Logo/index.js'],
      [
        'NotFound/Content',
        'eject',
        'unsafe',
        'src/theme/NotFound/Content/index.tsx',
        '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
      ],
      ['SkipToContent', 'wrap', 'safe', 'lib/theme/SkipToContent/index.js'],
    ] as const
  ).map(([component, mode, safety, original, originalSha256]): Seam => ({
    id: `swizzle: ${component}`,
    kind: 'swizzle',
    component,
    theme: CLASSIC,
    mode,
    safety,
    original,
    originalSha256,
  })),
  {
    id: 'swizzle: Mermaid',
    kind: 'swizzle',
    component: 'Mermaid',
    theme: '@docusaurus/theme-mermaid',
    mode: 'wrap',
    safety: 'unsafe',
    original: 'lib/theme/Mermaid/index.js',
  },
  {
    id: 'swizzle: SearchPage',
    kind: 'swizzle',
    component: 'SearchPage',
    theme: '@easyops-cn/docusaurus-search-local',
    mode: 'wrap',
    safety: 'unsafe',
    original: 'dist/client/client/theme/SearchPage/index.js',
  },
  {
    id: 'swizzle: Root',
    kind: 'swizzle',
    component: 'Root',
    theme: '@docusaurus/core',
    mode: 'eject',
    safety: 'unsafe',
    original: 'lib/client/theme-fallback/Root/index.js',
    originalSha256: '450d33ef242b1cc6faf23470aa5c98313935198765a7baead8e3cdba1aecd2fd',
  },
];
