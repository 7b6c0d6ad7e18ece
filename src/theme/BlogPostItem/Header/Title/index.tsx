import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Title';
import Phrases from '@site/src/components/Phrases';
import styles from './styles.module.css';

/** A post's title (H1 on its page, H2 linking to it in lists) with its text through <Phrases>, as every heading. */
export default function BlogPostItemHeaderTitle({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {permalink, title} = metadata;
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  const text = <Phrases>{title}</Phrases>;
  return (
    <TitleHeading className={clsx(styles.title, className)}>
      {isBlogPostPage ? text : <Link to={permalink}>{text}</Link>}
    </TitleHeading>
  );
}
