import {translate} from '@docusaurus/Translate';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {withDescription} from '@site/src/components/WithDescription';

/** The tags index with a description (the theme gives it a title only). */
export default withDescription(BlogTagsListPage, () =>
  translate({
    id: 'newsplus.tags.description',
    message:
      'News Plusの記事を、トピックと年のタグから探せます。タグごとに、記事の数とそのタグで扱う内容を載せています。',
  }),
);
