import {translate} from '@docusaurus/Translate';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withDescription} from '@site/src/components/WithDescription';

/** The authors index with a description (the theme gives it a title only). */
export default withDescription(BlogAuthorsListPage, () =>
  translate({
    id: 'newsplus.authors.description',
    message:
      'News Plusに記事を書いているホロリアルのチームです。各チームのページに、そのチームの記事を新しい順に並べています。',
  }),
);
