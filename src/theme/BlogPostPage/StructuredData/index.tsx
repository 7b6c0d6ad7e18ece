import React, {type ReactNode} from 'react';
import {useBlogMetadata, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toLocale} from '@site/common/sitePaths';
import {blogPosting} from '@site/src/structuredData/blogPosting';
import {JsonLd} from '@site/src/structuredData/JsonLd';

/**
 * The post's BlogPosting (src/structuredData/blogPosting.ts) in place of the theme's, which has no language,
 * publisher or modification date, calls the site's teams persons and has no image unless the front matter names one.
 */
export default function BlogPostStructuredData(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {metadata, frontMatter, assets} = useBlogPost();
  const blog = useBlogMetadata();
  return (
    <JsonLd
      data={blogPosting({
        siteUrl: siteConfig.url,
        locale: toLocale(i18n.currentLocale),
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        date: metadata.date,
        lastUpdatedAt: metadata.lastUpdatedAt,
        image: assets.image ?? frontMatter.image,
        authors: metadata.authors,
        tags: metadata.tags,
        blog: {title: blog.blogTitle, permalink: blog.blogBasePath},
      })}
    />
  );
}
