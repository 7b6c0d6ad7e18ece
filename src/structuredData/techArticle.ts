import type {TechArticle, WithContext} from 'schema-dts';
import {articleCore, type ArticleFacts} from './article';
import {absoluteUrl, isoDate} from './siteUrls';

/** What a docs page shows, as the docs plugin gives it (`useDoc()`), and the set it belongs to. */
export interface DocFacts extends ArticleFacts {
  /** The page's last-updated date (git or front matter `last_update`), in milliseconds; none without git. */
  lastUpdatedAt?: number | null;
  /** The docs set (config/docsSets.ts): its name in the page's language and its root page. */
  docsSet: {name: string; permalink: string};
}

/** A docs page as a schema.org TechArticle, beside the theme's BreadcrumbList. */
export function techArticle(facts: DocFacts): WithContext<TechArticle> {
  const setUrl = absoluteUrl(facts.siteUrl, facts.docsSet.permalink);
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    ...articleCore(facts),
    ...(facts.lastUpdatedAt ? {dateModified: isoDate(facts.lastUpdatedAt)} : {}),
    isPartOf: {'@type': 'CreativeWork', '@id': setUrl, name: facts.docsSet.name, url: setUrl},
  };
}
