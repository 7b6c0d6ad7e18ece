import {DEFERRED_SCRIPTS, POST_BODY_TAGS} from '../../config/ssrTemplate';
import type {PatchHunkSeam, Seam, SwizzleSeam} from './seam';

/**
 * Every seam between the site and the inside of Docusaurus, one entry each; UPGRADING.md explains them by the
 * same ids. After an upgrade, `npm run check:seams` names the entries that no longer hold; update an entry
 * (version, hashes) only once its seam has been reviewed against the new version.
 */

const CORE_PATCH = '@docusaurus+core+3.10.2.patch';
const DOCS_PATCH = '@docusaurus+plugin-content-docs+3.10.2.patch';
const CLASSIC_PATCH = '@docusaurus+theme-classic+3.10.2.patch';
const THEME_COMMON_PATCH = '@docusaurus+theme-common+3.10.2.patch';
const CLASSIC = '@docusaurus/theme-classic';
const PRISM_PATCH = 'prism-react-renderer+2.4.1.patch';

function patchHunk(id: string, patch: string, file: string, hunk: number, pristineSha256: string): PatchHunkSeam {
  return {id: `patch: ${id}`, kind: 'patch-hunk', patch, file, hunk, pristineSha256};
}

/** A component that imports its original; theme-classic's unless said otherwise. */
function wrapped(
  component: string,
  safety: SwizzleSeam['safety'],
  theme = CLASSIC,
  original = `lib/theme/${component}/index.js`,
): SwizzleSeam {
  return {id: `swizzle: ${component}`, kind: 'swizzle', component, theme, mode: 'wrap', safety, original};
}

/** A copy of a theme-classic component (its TypeScript source), with the hash of the original it was copied from. */
function ejected(component: string, originalSha256: string): SwizzleSeam {
  const original = `src/theme/${component}/index.tsx`;
  return {
    id: `swizzle: ${component}`,
    kind: 'swizzle',
    component,
    theme: CLASSIC,
    mode: 'eject',
    safety: 'unsafe',
    original,
    originalSha256,
  };
}

export const seams: readonly Seam[] = [
  {id: 'docusaurus-version', kind: 'version', package: '@docusaurus/core', version: '3.10.2'},

  // patches/
  patchHunk(
    'idle route prefetch',
    CORE_PATCH,
    'lib/client/docusaurus.js',
    1,
    'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  ),
  patchHunk(
    'prefetch queue',
    CORE_PATCH,
    'lib/client/docusaurus.js',
    2,
    'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
  ),
  patchHunk(
    'docs plugin sort without localeCompare',
    DOCS_PATCH,
    'lib/client/docsClientUtils.js',
    1,
    '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
  ),
  patchHunk(
    'no Prism client module',
    CLASSIC_PATCH,
    'lib/index.js',
    1,
    '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
  ),
  patchHunk(
    'phone docs sidebar reads controls',
    CLASSIC_PATCH,
    'lib/theme/DocSidebar/Mobile/index.js',
    1,
    'aac2e5836058716a5289f9e126f030b88222d3d4ec21f734c14cba1522eb22d7',
  ),
  patchHunk(
    'navbar content imports controls',
    CLASSIC_PATCH,
    'lib/theme/Navbar/Content/index.js',
    1,
    'bfd2fb36cf8d26f0e6a288be0942c6be20a6fe9a2331c9da92bf28d0384b41ce',
  ),
  patchHunk(
    'navbar content reads controls',
    CLASSIC_PATCH,
    'lib/theme/Navbar/Content/index.js',
    2,
    'bfd2fb36cf8d26f0e6a288be0942c6be20a6fe9a2331c9da92bf28d0384b41ce',
  ),
  patchHunk(
    'phone menu close button reads controls',
    CLASSIC_PATCH,
    'lib/theme/Navbar/MobileSidebar/Header/index.js',
    1,
    '036bc1d9200993d165dc4f5418def457b887c47894c43b8e471e90710b66a4a4',
  ),
  patchHunk(
    'phone primary menu imports controls',
    CLASSIC_PATCH,
    'lib/theme/Navbar/MobileSidebar/PrimaryMenu/index.js',
    1,
    '29a7c696840bf6173a72d8be38955b0db837f84288ad8d3190eac7c3678ff63a',
  ),
  patchHunk(
    'phone primary menu reads controls',
    CLASSIC_PATCH,
    'lib/theme/Navbar/MobileSidebar/PrimaryMenu/index.js',
    2,
    '29a7c696840bf6173a72d8be38955b0db837f84288ad8d3190eac7c3678ff63a',
  ),
  patchHunk(
    'phone menu memoised',
    CLASSIC_PATCH,
    'lib/theme/Navbar/MobileSidebar/index.js',
    1,
    '0e302185bbfd7b0a4a737b7a41b5215245df25c00221df68aa06e6d77ad648de',
  ),
  patchHunk(
    'Prism insertBefore in place (CommonJS)',
    PRISM_PATCH,
    'dist/index.js',
    1,
    '4ad8d9b3e27401e1937ecc7d1d65882ff66f91611adcb14e6a74f736ce67cb69',
  ),
  patchHunk(
    'Prism insertBefore in place (ES module)',
    PRISM_PATCH,
    'dist/index.mjs',
    1,
    '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
  ),
  patchHunk(
    'window size import',
    THEME_COMMON_PATCH,
    'lib/hooks/useWindowSize.js',
    1,
    'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  ),
  patchHunk(
    'window size in a transition',
    THEME_COMMON_PATCH,
    'lib/hooks/useWindowSize.js',
    2,
    'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
  ),
  patchHunk(
    'phone menu controls context',
    THEME_COMMON_PATCH,
    'lib/contexts/navbarMobileSidebar.js',
    1,
    '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  ),
  patchHunk(
    'phone menu controls value',
    THEME_COMMON_PATCH,
    'lib/contexts/navbarMobileSidebar.js',
    2,
    '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  ),
  patchHunk(
    'phone menu controls provider',
    THEME_COMMON_PATCH,
    'lib/contexts/navbarMobileSidebar.js',
    3,
    '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  ),
  patchHunk(
    'phone menu controls hook',
    THEME_COMMON_PATCH,
    'lib/contexts/navbarMobileSidebar.js',
    4,
    '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
  ),
  patchHunk(
    'phone menu controls export',
    THEME_COMMON_PATCH,
    'lib/internal.js',
    1,
    'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
  ),
  patchHunk(
    'memo sort without localeCompare',
    THEME_COMMON_PATCH,
    'lib/utils/reactUtils.js',
    1,
    'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
  ),

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
    id: 'private: client entry',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/client/clientEntry',
    exports: [],
  },
  {
    id: 'private: client app',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/client/App',
    exports: ['default'],
  },
  {
    id: 'private: client API object',
    kind: 'private-module',
    specifier: '@docusaurus/core/lib/client/docusaurus',
    exports: ['default'],
  },

  // The page template
  {
    id: 'template: scripts after first paint',
    kind: 'template',
    specifier: '@docusaurus/core/lib/ssg/ssgTemplate.html',
    strings: [DEFERRED_SCRIPTS, POST_BODY_TAGS],
  },

  // src/theme/
  ejected('AnnouncementBar/Content', 'e8e9e0e9cbdb0b94bc0f5cbab7e82ca540dd31909b3ccf4d3f6cf6b8c80f78bb'),
  ejected('BlogArchivePage', '42fb9f651c21b4f6a6161bb8ee6726ab3a4e3c35779bf278039c4e79c67758d1'),
  ejected('BlogLayout', '2d1d443a8a3de3fc452092fbabc1436100a4745c3c253e9362bb7e5e41e2cf78'),
  ejected('BlogListPage', 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e'),
  wrapped('Blog/Pages/BlogAuthorsListPage', 'unsafe'),
  wrapped('Blog/Pages/BlogAuthorsPostsPage', 'unsafe'),
  ejected('BlogPostItem/Footer/ReadMoreLink', 'c523633e5a1671dc8f5393f63438e15efcb3cc80d1bbfc6f88b4132027bfd674'),
  ejected('BlogPostItem/Header/Info', '19633d867631820f6577188ec802cb1ac05bfac3855ad1e87b929b0c06450bc3'),
  ejected('BlogPostItem/Header/Title', '433237d3740c6008f1811858f4eb96c02e06c61233d31a7c4d0354505749fa64'),
  wrapped('BlogPostPage/Metadata', 'unsafe'),
  {
    // Not a copy: the site's own BlogPosting (src/structuredData/blogPosting.ts) in place of the theme's.
    id: 'swizzle: BlogPostPage/StructuredData',
    kind: 'swizzle',
    component: 'BlogPostPage/StructuredData',
    theme: CLASSIC,
    mode: 'eject',
    safety: 'unsafe',
    original: 'lib/theme/BlogPostPage/StructuredData/index.js',
    originalSha256: '20603e58b486ac6de2f98b740a761bb71cf57a4cd6bc875b62aff7bb16adc4be',
  },
  wrapped('BlogTagsListPage', 'unsafe'),
  wrapped('CodeBlock', 'safe'),
  wrapped('ColorModeToggle', 'safe'),
  ejected('DocBreadcrumbs/Items/Home', 'a351a31c456766cb1d50e5efcf4381ee41472d9df95a711a71685f9f20dc24af'),
  wrapped('DocItem/Content', 'unsafe'),
  wrapped('DocItem/Metadata', 'unsafe'),
  wrapped('Footer/Copyright', 'safe'),
  ejected('Heading', '7254a0b42f906b0bb036e8e3db9a5e7b00176e79613b38492eb7da2dd2268f08'),
  ejected('LastUpdated', '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b'),
  wrapped('Navbar/Logo', 'unsafe'),
  ejected('NotFound/Content', '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4'),
  wrapped('SkipToContent', 'safe'),
  {
    // Not a copy: the tags index groups the tags as topics and years, with their counts and descriptions.
    id: 'swizzle: TagsListByLetter',
    kind: 'swizzle',
    component: 'TagsListByLetter',
    theme: CLASSIC,
    mode: 'eject',
    safety: 'unsafe',
    original: 'src/theme/TagsListByLetter/index.tsx',
    originalSha256: 'd47663ce93387fad9b1617c3173e68ca9067b27571cad7c59a0d4b2ee5eb1eec',
  },
  {
    // Not a copy: theme-classic's Mermaid is an empty slot for a renderer to fill; this one shows the drawing
    // made at build time (config/markdown/diagrams/), handed over by the <mermaid> element MDX maps to it.
    id: 'swizzle: Mermaid',
    kind: 'swizzle',
    component: 'Mermaid',
    theme: CLASSIC,
    mode: 'eject',
    safety: 'unsafe',
    original: 'lib/theme/Mermaid.js',
    originalSha256: 'd0d22e0cdfc99a6262d5bbf3f7198057a5c9e0c54bf308b41dfcd5a1b0922cb6',
  },
  {
    // Not a copy: theme-classic's SearchBar is an empty placeholder for a site to fill, and this site's search is its own.
    id: 'swizzle: SearchBar',
    kind: 'swizzle',
    component: 'SearchBar',
    theme: CLASSIC,
    mode: 'eject',
    safety: 'safe',
    original: 'lib/theme/SearchBar.js',
    originalSha256: 'b528b71d23818ff319df3a2e9bfdb811c76a20ec920e3fccd08fa9216b766486',
  },
  {
    // Not a copy: the fallback Root renders its children only; Docusaurus documents replacing it.
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
