import type {BlogPosting, Organization, Person, WithContext} from 'schema-dts';
import type {Locale} from '@site/common/sitePaths';
import {articleCore, type ArticleFacts} from './article';
import {organization} from './organization';
import {absoluteUrl, isoDate} from './siteUrls';

/** A post's author as Docusaurus gives it (newsplus/authors.yml), with the site's own `team` field. */
export interface PostAuthor {
  name?: string;
  /** The author's own address, when authors.yml gives one. */
  url?: string;
  /** The author's page on this site (`page: true` in authors.yml). */
  page?: {permalink: string} | null;
  /** `team: true` in authors.yml: the author is a team of the company, not a person. */
  team?: unknown;
}

/** What a post's page shows, as the blog plugin gives it (`useBlogPost()`). */
export interface PostFacts extends ArticleFacts {
  /** The publication date (ISO 8601). */
  date: string;
  /** From `last_update` in the front matter or git, when the build reads them; milliseconds. */
  lastUpdatedAt?: number | null;
  authors: readonly PostAuthor[];
  tags: readonly {label: string}[];
  blog: {title: string; permalink: string};
}

function author(siteUrl: string, locale: Locale, facts: PostAuthor): Person | Organization {
  const url = facts.url ?? (facts.page ? absoluteUrl(siteUrl, facts.page.permalink) : undefined);
  if (facts.team === true) {
    return {
      '@type': 'Organization',
      name: facts.name,
      url,
      parentOrganization: {'@id': organization(siteUrl, locale)['@id']},
    };
  }
  return {'@type': 'Person', name: facts.name, url};
}

/**
 * A News Plus post as a schema.org BlogPosting. A post that was never updated is modified when it was
 * published: the blog does not read git dates (docusaurus.config.ts), only a front matter `last_update`.
 */
export function blogPosting(facts: PostFacts): WithContext<BlogPosting> {
  const {siteUrl, locale} = facts;
  const blogUrl = absoluteUrl(siteUrl, facts.blog.permalink);
  const datePublished = isoDate(facts.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    ...articleCore(facts),
    datePublished,
    dateModified: facts.lastUpdatedAt ? isoDate(facts.lastUpdatedAt) : datePublished,
    author: facts.authors.map((item) => author(siteUrl, locale, item)),
    isPartOf: {'@type': 'Blog', '@id': blogUrl, name: facts.blog.title, url: blogUrl},
    ...(facts.tags.length > 0 ? {keywords: facts.tags.map((tag) => tag.label)} : {}),
  };
}
