import type {PluginOptions} from '@docusaurus/plugin-sitemap';
import {localePath, stripLocale} from '../common/sitePaths';

export interface Alternate {
  lang: 'ja' | 'en' | 'x-default';
  url: string;
}

/** Every page exists in both languages at the same path (`npm run check:i18n` makes sure of it). */
export function alternates(pageUrl: string): Alternate[] {
  const url = new URL(pageUrl);
  const path = stripLocale(url.pathname);
  const ja = `${url.origin}${localePath('ja', path)}`;
  return [
    {lang: 'ja', url: ja},
    {lang: 'en', url: `${url.origin}${localePath('en', path)}`},
    {lang: 'x-default', url: ja},
  ];
}

/**
 * One sitemap per locale, each URL with its hreflang alternates. The sitemap library the plugin
 * uses writes an item's `links` as <xhtml:link rel="alternate" hreflang>.
 */
export const sitemapOptions: Partial<PluginOptions> = {
  changefreq: null,
  priority: null,
  lastmod: null,
  async createSitemapItems({defaultCreateSitemapItems, ...params}) {
    const items = await defaultCreateSitemapItems(params);
    return items.map((item) => ({...item, links: alternates(item.url)}));
  },
};
