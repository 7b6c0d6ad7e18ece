import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {CopyPageButton} from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Wraps a doc's content to put the Copy page button above its title; an unlisted page has no twin to copy. */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <CopyPageButton permalink={metadata.permalink} className={styles.copyPage} />}
      <Content {...props} />
    </>
  );
}
