import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/data/format';
import {CopyPageButton} from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

/**
 * The theme's date and reading time under a post's title, with the date written by the site's formatter
 * (`src/data/format.ts`): the theme's `Intl.DateTimeFormat` loaded the browser's locale data while the post or the
 * list hydrated, 150–300 ms of main thread at 4× CPU in one piece. On the post's own page, the Copy page
 * button follows them.
 */
function useReadingTimePlural() {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const readingTimePlural = useReadingTimePlural();
  return <>{readingTimePlural(readingTime)}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {currentLocale} = useDocusaurusContext().i18n;
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <span>
        <time dateTime={date}>{formatDate(date, currentLocale)}</time>
        {typeof readingTime !== 'undefined' && (
          <>
            {' · '}
            <ReadingTime readingTime={readingTime} />
          </>
        )}
      </span>
      {/* The post's own page only, not the lists; an unlisted post has no twin to copy. */}
      {isBlogPostPage && !metadata.unlisted && (
        <CopyPageButton permalink={metadata.permalink} className={styles.copyPage} />
      )}
    </div>
  );
}
