import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** The tags index with a description of its own: the theme gives it a title only, so search results had none. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'newsplus.tags.description',
          message:
            'News Plusの記事を、トピックと年のタグから探せます。タグごとに、記事の数とそのタグで扱う内容を載せています。',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
