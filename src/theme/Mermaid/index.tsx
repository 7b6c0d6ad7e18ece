import React, {type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** What config/markdown/diagrams/remarkMermaid.ts hands over for each ```mermaid block. */
interface Props {
  light: string;
  dark: string;
  /** The drawing's own width, in CSS pixels. */
  width: number;
  /** The diagram's `accTitle`, which also names the SVG itself. */
  title: string;
}

/**
 * A diagram drawn at build time, in both colour modes (CSS shows the one that matches). The SVG is set as HTML,
 * not rebuilt as React elements: hydration leaves it alone. A diagram wider than the column scrolls inside its
 * own box, never shrunk below 70 % of its size (its text stays legible), with a shadow at the edge that has more.
 */
export default function Mermaid({light, dark, width, title}: Props): ReactNode {
  const style = {'--diagram-width': `${width}px`} as CSSProperties;
  return (
    <div
      className={`${styles.diagram} scroll-hint`}
      data-diagram
      style={style}
      role="group"
      tabIndex={0}
      aria-label={translate(
        {id: 'diagram.region', message: '図：{title}', description: 'The label of a diagram’s scrolling box'},
        {title},
      )}>
      <div className={styles.light} dangerouslySetInnerHTML={{__html: light}} />
      <div className={styles.dark} dangerouslySetInnerHTML={{__html: dark}} />
    </div>
  );
}
