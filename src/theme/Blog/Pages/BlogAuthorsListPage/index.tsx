import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/** The authors index with a description of its own: the theme gives it a title only. */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'newsplus.authors.description',
          message:
            'News Plusに記事を書いているホロリアルのチームです。チームのページには、そのチームが書いた記事が並びます。',
        })}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
