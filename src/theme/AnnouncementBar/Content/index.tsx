import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Phrases from '@site/src/components/Phrases';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Replaces the config's HTML string with translated text, so the bar speaks the page's language; Japanese text
 * wraps between phrases, as headings do.
 * The bar's id in docusaurus.config.ts decides when a dismissal expires.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {/* Two messages rather than one with the link inside, so that <Phrases> reaches the sentence's text. */}
      <Phrases>
        <Translate id="announcement.content">
          サイトを更新しました。速く読みやすく、プライバシーに配慮したサイトへ生まれ変わりました。
        </Translate>{' '}
        <Link to="/newsplus/hp-renewal-2025-08">
          <Translate id="announcement.link">更新内容を読む</Translate>
        </Link>
      </Phrases>
    </div>
  );
}
