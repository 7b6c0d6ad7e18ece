import {describe, expect, it} from 'vitest';
import {
  canonicalPathname,
  isHashedAsset,
  localeOfPath,
  localePath,
  notFoundPage,
  sitemapPaths,
  stripLocale,
  toLocale,
  type Locale,
} from './sitePaths';

describe('canonicalPathname', () => {
  it.each([
    ['/en/contact.html', '/en/contact'],
    ['/contact.html', '/contact'],
    ['/en/products/index.html', '/en/products/'],
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/docs/cardano/hydra.html', '/docs/cardano/hydra'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });

  it.each(['/', '/en/', '/en/contact', '/products/', '/404.html', '/en/404.html'])('leaves %s alone', (path) => {
    expect(canonicalPathname(path)).toBe(path);
  });
});

describe('locale of a path', () => {
  it.each([
    ['/', 'ja', '/'],
    ['/contact', 'ja', '/contact'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/docs/cardano/hydra', 'en', '/docs/cardano/hydra'],
    ['/english/docs', 'ja', '/english/docs'],
  ])('%s is %s, %s without its prefix', (path, locale, stripped) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(stripped);
    expect(localePath(locale as Locale, stripped)).toBe(path === '/en' ? '/en/' : path);
  });

  it('names each locale’s not-found page', () => {
    expect(notFoundPage('/missing')).toBe('/404.html');
    expect(notFoundPage('/en/missing')).toBe('/en/404.html');
  });

  it('knows the hashed files of every locale, and nothing else', () => {
    expect(isHashedAsset('assets/js/main.1a2b.js')).toBe(true);
    expect(isHashedAsset('en/assets/css/styles.3c4d.css')).toBe(true);
    expect(isHashedAsset('img/logo.svg')).toBe(false);
    expect(isHashedAsset('docs/assets/x.js')).toBe(false);
  });

  it('reads an unknown Docusaurus locale as the default one', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('fr')).toBe('ja');
  });
});

describe('sitemapPaths', () => {
  it('lists the path of every <loc>, in the sitemap order', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://www.holoreal.jp/en/docs/icp/</loc></url>' +
      '<url><loc>https://www.holoreal.jp/products/holorealcapsule/</loc><lastmod>2026-01-01</lastmod></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/en/docs/icp/', '/products/holorealcapsule/']);
  });
});
