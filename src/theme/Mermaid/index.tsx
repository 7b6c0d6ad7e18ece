import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Mermaid (about 130 KB compressed) loads and lays out a diagram on the main thread. The stock component
 * does that as soon as the page hydrates, for every diagram on the page; here a diagram is rendered only
 * when it comes within 200 px of the viewport, so a reader who never scrolls to it never pays for it.
 * (A whole screen ahead was too eager: on a phone it still rendered the diagrams of most posts at load.)
 * Until then a box of a typical diagram's height holds its place.
 */
const NEAR = '200px 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR);
  if (near) {
    return <Mermaid {...props} />;
  }
  return <div ref={ref} className={styles.placeholder} data-mermaid-placeholder />;
}
