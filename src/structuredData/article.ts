import type {Locale} from '@site/common/sitePaths';
import {organization} from './organization';
import {absoluteUrl, pageImage} from './siteUrls';

/** What every article page (a post, a docs page) states about itself. */
export interface ArticleFacts {
  siteUrl: string;
  locale: Locale;
  permalink: string;
  title: string;
  description: string;
  /** The front matter's `image`, when it sets one. */
  image?: string;
}

/** The properties a BlogPosting and a TechArticle share: where the page is, what it is called, who publishes it. */
export function articleCore(facts: ArticleFacts) {
  const url = absoluteUrl(facts.siteUrl, facts.permalink);
  return {
    '@id': `${url}#article`,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    url,
    headline: facts.title,
    description: facts.description,
    inLanguage: facts.locale,
    image: pageImage(facts.siteUrl, facts.permalink, facts.image),
    publisher: organization(facts.siteUrl, facts.locale),
  } as const;
}
