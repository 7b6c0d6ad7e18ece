import {describe, expect, it} from 'vitest';
import {alternates} from './sitemap';
import {robotsTxt, securityTxt} from './siteFiles';

describe('sitemap alternates', () => {
  it('pairs a Japanese page with its English twin, Japanese as x-default', () => {
    expect(alternates('https://www.holoreal.jp/docs/cardano/hydra')).toEqual([
      {lang: 'ja', url: 'https://www.holoreal.jp/docs/cardano/hydra'},
      {lang: 'en', url: 'https://www.holoreal.jp/en/docs/cardano/hydra'},
      {lang: 'x-default', url: 'https://www.holoreal.jp/docs/cardano/hydra'},
    ]);
  });

  it('pairs an English page with its Japanese twin, home pages included', () => {
    expect(alternates('https://www.holoreal.jp/en/products/').map((a) => a.url)).toEqual([
      'https://www.holoreal.jp/products/',
      'https://www.holoreal.jp/en/products/',
      'https://www.holoreal.jp/products/',
    ]);
    expect(alternates('https://www.holoreal.jp/en/').map((a) => a.url)[0]).toBe('https://www.holoreal.jp/');
    expect(alternates('https://www.holoreal.jp/').map((a) => a.url)[1]).toBe('https://www.holoreal.jp/en/');
  });
});

describe('robots.txt and security.txt', () => {
  it('robots.txt names both sitemaps', () => {
    expect(robotsTxt('https://example.jp')).toContain('Sitemap: https://example.jp/en/sitemap.xml');
  });

  it('security.txt has a contact and expires a year after the build', () => {
    const text = securityTxt('https://example.jp', new Date('2026-11-23T00:00:00Z'), 'security@example.jp');
    expect(text).toMatch(/^Contact: mailto:security@/m);
    expect(text).toContain('Expires: 2027-11-23T00:00:00Z');
    expect(text).toContain('Canonical: https://example.jp/.well-known/security.txt');
  });
});
