import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {markdownTwinPath} from '@site/common/sitePaths';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * Puts the twin's text on the clipboard. The write starts in the click's own task, with the text still to come:
 * Safari allows a clipboard write only there, and fetching first would be too late.
 */
function copyTwin(href: string): Promise<void> {
  const text = import('./twinText').then(({twinText}) => twinText(href));
  const {clipboard} = navigator;
  if (typeof ClipboardItem === 'function' && typeof clipboard?.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    // A failed fetch is reported through the write; this keeps it from also being an unhandled rejection.
    blob.catch(() => undefined);
    return clipboard.write([new ClipboardItem({'text/plain': blob})]).catch(async () => {
      await clipboard.writeText(await text);
    });
  }
  return text.then((value) => clipboard.writeText(value));
}

/**
 * A button that copies the page as Markdown, from the twin the build publishes beside it and the page's
 * `<link rel="alternate" type="text/markdown">` names. Nothing is loaded or fetched until it is pressed; the
 * result is announced politely.
 */
export function CopyPageButton({permalink, className}: {permalink: string; className?: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const copy = () => {
    setStatus('copying');
    copyTwin(markdownTwinPath(permalink)).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={clsx(styles.copyPage, className)}>
      <button
        type="button"
        className={clsx('button button--secondary button--sm', styles.button)}
        aria-disabled={status === 'copying' || undefined}
        onClick={status === 'copying' ? undefined : copy}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" />
          <path d="M3.5 10.5h-1a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v1" />
        </svg>
        <Translate id="copyPage.button">ページをコピー</Translate>
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' && translate({id: 'copyPage.copied', message: 'このページをMarkdownでコピーしました。'})}
        {status === 'failed' &&
          translate({id: 'copyPage.failed', message: 'ページをコピーできませんでした。もう一度お試しください。'})}
      </span>
    </div>
  );
}
