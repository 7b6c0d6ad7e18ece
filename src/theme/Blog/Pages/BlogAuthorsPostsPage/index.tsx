import {translate} from '@docusaurus/Translate';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {withDescription} from '@site/src/components/WithDescription';

/**
 * An author's page with a description: the author's own from authors.yml when it has one, else a sentence naming
 * the author (the theme gives the page a title only).
 */
export default withDescription<Props>(
  BlogAuthorsPostsPage,
  ({author}) =>
    author.description ??
    translate(
      {id: 'newsplus.author.description', message: '{name}がNews Plusに書いた記事を、新しい順に並べています。'},
      {name: author.name ?? author.key},
    ),
);
