import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Replaces the config's HTML string with translated text, so the bar speaks the page's language.
 * The bar's id in docusaurus.config.ts decides when a dismissal expires.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcement.content"
        values={{
          link: (
            <Link to="/newsplus/hp-renewal-2025-08">
              <Translate id="announcement.link">更新内容を読む</Translate>
            </Link>
          ),
        }}>
        {'サイトを更新しました。速く読みやすく、プライバシーに配慮したサイトへ生まれ変わりました。{link}'}
      </Translate>
    </div>
  );
}
