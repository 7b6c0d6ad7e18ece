import type {TechArticle, WithContext} from 'schema-dts';
import type {Locale} from '@site/common/sitePaths';
import {organization} from './organization';
import {absoluteUrl, isoDate, pageImage} from './siteUrls';

/** What a docs page shows, as the docs plugin gives it (`useDoc()`), and the set it belongs to. */
export interface DocFacts {
  siteUrl: string;
  locale: Locale;
  permalink: string;
  title: string;
  description: string;
  /** The page's last-updated date (git or front matter `last_update`), in milliseconds; none without git. */
  lastUpdatedAt?: number | null;
  /** The front matter's `image`, when it sets one. */
  image?: string;
  /** The docs set (config/docsSets.ts): its name in the page's language and its root page. */
  docsSet: {name: string; permalink: string};
}

/** A docs page as a schema.org TechArticle, beside the theme's BreadcrumbList. */
export function techArticle(facts: DocFacts): WithContext<TechArticle> {
  const {siteUrl, locale} = facts;
  const url = absoluteUrl(siteUrl, facts.permalink);
  const setUrl = absoluteUrl(siteUrl, facts.docsSet.permalink);
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    url,
    headline: facts.title,
    description: facts.description,
    inLanguage: locale,
    ...(facts.lastUpdatedAt ? {dateModified: isoDate(facts.lastUpdatedAt)} : {}),
    image: pageImage(siteUrl, facts.permalink, facts.image),
    isPartOf: {'@type': 'CreativeWork', '@id': setUrl, name: facts.docsSet.name, url: setUrl},
    publisher: organization(siteUrl, locale),
  };
}
