/**
 * The site's locale and path rules, for the browser, the build config, the server and the tests alike:
 * Japanese is the default locale at `/`, English lives under `/en/`, and `/x.html` or `/x/index.html` name
 * the same page as `/x` or `/x/`.
 */
export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/** The `lang` of each locale's pages (also Docusaurus's `htmlLang`). */
export const HTML_LANG: Record<Locale, string> = {ja: 'ja-JP', en: 'en-US'};

/**
 * The locale whose headings, buttons and announcement bar wrap only between phrases (`<Phrases>`,
 * common/japanesePhrases.ts); only its build bundles the phrase model (config/clientBundle.ts).
 */
export const PHRASED_LOCALE: Locale = 'ja';

/** Any locale name Docusaurus gives (`i18n.currentLocale`), as one of ours; unknown ones are the default. */
export function toLocale(name: string): Locale {
  return (LOCALES as readonly string[]).includes(name) ? (name as Locale) : DEFAULT_LOCALE;
}

/** The path prefix of a locale: none for the default, `/en` for English. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A locale-less site path (`/contact`) in a locale (`/en/contact`). */
export function localePath(locale: Locale, path: string): string {
  return `${localeBase(locale)}${path}`;
}

/** The locale a request path belongs to. */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find((locale) => locale !== DEFAULT_LOCALE && new RegExp(`^/${locale}(?:/|$)`).test(pathname)) ??
    DEFAULT_LOCALE
  );
}

/** The path without its locale prefix (`/en/contact` → `/contact`, `/en` → `/`). */
export function stripLocale(pathname: string): string {
  const base = localeBase(localeOfPath(pathname));
  return pathname.slice(base.length) || '/';
}

/** `/en/contact.html` → `/en/contact`, `/en/products/index.html` → `/en/products/`; the 404 page keeps its name. */
export function canonicalPathname(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    return pathname.slice(0, -'index.html'.length);
  }
  if (pathname.endsWith('.html') && !pathname.endsWith('/404.html')) {
    return pathname.slice(0, -'.html'.length);
  }
  return pathname;
}

/** The page a request path names, in no locale: `/en/products/index.html` → `/products/`. */
export function sitePath(pathname: string): string {
  const path = canonicalPathname(stripLocale(pathname));
  return path.startsWith('/') ? path : `/${path}`;
}

/** The locale's not-found page in the build. */
export function notFoundPage(pathname: string): string {
  return localePath(localeOfPath(pathname), '/404.html');
}

/**
 * Docusaurus writes each locale's content-hashed files under `assets/` at the root of that locale's build:
 * `assets/…` for the default locale, `en/assets/…` for English. True for such a build-relative path.
 */
export function isHashedAsset(relativePath: string): boolean {
  return LOCALES.some((locale) => relativePath.startsWith(localePath(locale, '/assets/').slice(1)));
}

/** Text files the post-build step precompresses (Brotli, gzip) and the server sends compressed. */
export const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|md|map|webmanifest)$/;

/** The paths of the pages a sitemap lists (`<loc>https://…/docs/x</loc>` → `/docs/x`), in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * The address of a page's Markdown twin (scripts/postbuild/markdownTwins.ts): the page's address + `.md`, or
 * `index.md` inside a page whose address ends in `/` (`/docs/cardano/hydra` → `/docs/cardano/hydra.md`,
 * `/en/docs/icp/` → `/en/docs/icp/index.md`).
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
