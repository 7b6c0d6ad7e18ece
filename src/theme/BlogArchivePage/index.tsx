import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {formatDayMonth} from '@site/src/data/format';

/**
 * The theme's archive page, with its heading inside <main> and the years as H2 (the theme puts the
 * hero outside any landmark and jumps from H1 to H3, which screen readers report as broken structure).
 */
function groupByYear(posts: readonly ArchiveBlogPost[]): [string, ArchiveBlogPost[]][] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years];
}

function Year({year, posts}: {year: string; posts: ArchiveBlogPost[]}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {formatDayMonth(post.metadata.date, currentLocale)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  const description = translate({id: 'theme.blog.archive.description', message: 'Archive'});
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {groupByYear(archive.blogPosts).map(([year, posts]) => (
                  <Year key={year} year={year} posts={posts} />
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
