import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/**
 * An author's page with a description: the author's own from authors.yml when it has one, else a sentence naming
 * the author (the theme gives the page a title only).
 */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  const description =
    author.description ??
    translate(
      {id: 'newsplus.author.description', message: '{name}がNews Plusに書いた記事を、新しい順に並べています。'},
      {name: author.name ?? author.key},
    );
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
