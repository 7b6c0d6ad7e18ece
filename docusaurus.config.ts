import {execFileSync} from 'node:child_process';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {navbar} from './config/navbar';
import {darkCodeTheme, lightCodeTheme} from './src/components/LazyCodeBlock/prismThemes';
import {lazyCodeBlockPlugin} from './src/components/LazyCodeBlock/plugin';
import {footer} from './config/footer';
import {docsOptions, docsSets} from './config/docsSets';
import {sitemapOptions} from './config/sitemap';
import {markdownPlugins} from './config/markdown/plugins';
import {siteFilesPlugin} from './config/siteFiles';
import {clientBundlePlugin} from './config/clientBundle';
import {company} from './src/data/company';
import {consentGtagPlugin} from './src/analytics/gtagPlugin';
import {consentPendingScript} from './src/analytics/consent';
import {ssrTemplate} from './config/ssrTemplate';
import {redirects} from './common/redirects';
import {inquiryTransport} from './common/inquiries/transport';
import {DEFAULT_LOCALE, HTML_LANG, LOCALES} from './common/sitePaths';

const [mainDocs, ...otherDocs] = docsSets;

/** True in a git checkout; false without one (the image build copies no .git) or without git. */
function insideGitWorktree(): boolean {
  try {
    const answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return answer.toString().trim() === 'true';
  } catch {
    return false;
  }
}

export default {
  title: company.shortName,
  tagline: company.slogan.ja,
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL ?? company.url,
  headTags: [{tagName: 'script', attributes: {}, innerHTML: consentPendingScript}],
  ssrTemplate: ssrTemplate(),
  baseUrl: '/',
  // Its check runs at DOMContentLoaded, before this template starts the app: src/components/AppLoadNotice replaces it.
  baseUrlIssueBanner: false,
  // Left undefined on purpose: a page keeps its file's address, /contact (contact.tsx), /products/ (products/index.tsx).
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },
  future: {
    // siteStorageNamespacing stays off: the storage keys are fixed (`theme`, `docusaurus.announcement.*`).
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    // Last-updated dates come from git. Outside a worktree Docusaurus would stop the build; with git off,
    // pages show no date rather than a wrong one.
    experimental_vcs: insideGitWorktree(),
  },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: {
      ja: {label: '日本語', direction: 'ltr', htmlLang: HTML_LANG.ja, calendar: 'gregory'},
      en: {label: 'English', direction: 'ltr', htmlLang: HTML_LANG.en, calendar: 'gregory'},
    },
  },
  presets: [
    [
      'classic',
      {
        docs: docsOptions(mainDocs!, markdownPlugins),
        blog: {
          path: 'newsplus',
          routeBasePath: 'newsplus',
          blogTitle: 'News Plus',
          blogDescription: `${company.name.ja}のニュースと技術記事`,
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'News Plus',
          showReadingTime: true,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          authorsMapPath: 'authors.yml',
          ...markdownPlugins,
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'News Plus',
            copyright: `Copyright ${company.copyrightYears} ${company.name.en}`,
            limit: false,
          },
        },
        pages: {...markdownPlugins},
        theme: {customCss: ['./src/css/custom.css', './src/css/navbar.css']},
        sitemap: sitemapOptions,
      } satisfies Preset.Options,
    ],
  ],
  customFields: {
    // Where the contact form sends inquiries: the server, or the hosted alternative (Supabase). The form and the
    // privacy policy's storage text read this decision; one of the two variables without the other stops the
    // build here, with an error naming the missing one.
    inquiryTransport: inquiryTransport({
      SUPABASE_URL: process.env.SUPABASE_URL,
      SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY,
    }),
  },
  clientModules: [
    './src/clientModules/canonicalPath.ts',
    './src/analytics/clientModule.ts',
    './src/search/highlightClientModule.ts',
  ],
  plugins: [
    ...otherDocs.map((set): PluginConfig => ['content-docs', docsOptions(set, markdownPlugins)]),
    consentGtagPlugin(process.env.GTAG_ID),
    siteFilesPlugin(company),
    lazyCodeBlockPlugin,
    clientBundlePlugin,
    ['@docusaurus/plugin-client-redirects', {redirects}],
  ],
  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      // Bump the id when the announcement changes: dismissals are stored per id.
      id: 'renewal-2025-08',
      content: 'サイトを更新しました',
      isCloseable: true,
      // Colours that follow the colour mode (src/css/custom.css); the theme's default is white in both.
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
    },
    navbar: navbar(company),
    footer: footer(company),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // json, rust and yaml come with prism-react-renderer; registering them again costs startup time on every page.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
