import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {formatDayMonth} from '@site/src/data/format';
import styles from './styles.module.css';

/** The posts by year, newest year first and newest post first within it. */
function groupByYear(posts: readonly ArchiveBlogPost[]): [string, ArchiveBlogPost[]][] {
  const newestFirst = [...posts].sort((a, b) => b.metadata.date.localeCompare(a.metadata.date));
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of newestFirst) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

function Year({year, posts}: {year: string; posts: ArchiveBlogPost[]}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <section className={styles.year} aria-labelledby={year}>
      <Heading as="h2" id={year} className={styles.yearTitle}>
        {year}
      </Heading>
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.metadata.permalink} className={styles.post}>
            <time dateTime={post.metadata.date} className={styles.date}>
              {formatDayMonth(post.metadata.date, currentLocale)}
            </time>
            <Link to={post.metadata.permalink} className={styles.title}>
              {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The theme's archive page, with its heading inside <main> and the years as H2 (the theme puts the
 * hero outside any landmark and jumps from H1 to H3, which screen readers report as broken structure),
 * laid out as the site's other pages: the title and lead of the type scale, then each year's posts as a list
 * of dates and titles.
 */
export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate({id: 'theme.blog.archive.description', message: 'Archive'});
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--xl">
          <Heading as="h1">{title}</Heading>
          <p className={styles.lead}>{description}</p>
          {groupByYear(archive.blogPosts).map(([year, posts]) => (
            <Year key={year} year={year} posts={posts} />
          ))}
        </main>
      </Layout>
    </>
  );
}
