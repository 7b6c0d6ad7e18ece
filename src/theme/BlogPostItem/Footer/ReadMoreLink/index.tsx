import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * The link from a post's excerpt to the post. The theme named it by an `aria-label` over the text "Read more";
 * search engines, a screen reader's list of links and Lighthouse read the link's own text, where "Read more"
 * says nothing of where it goes. Here the post's title is in the link's text, visually hidden behind the short
 * label, which a screen reader skips for the full name (that contains it, as the label in the name should).
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b aria-hidden="true">
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          続きを読む
        </Translate>
      </b>
      <span className={styles.name}>
        {translate(
          {
            message: '「{title}」の続きを読む',
            id: 'theme.blog.post.readMoreLabel',
            description: 'The link to a full post from its excerpt, as read aloud and listed: contains readMore',
          },
          {title: blogPostTitle},
        )}
      </span>
    </Link>
  );
}
