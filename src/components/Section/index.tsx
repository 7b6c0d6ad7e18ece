import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}

/** A page section with an anchor id; `scroll-margin` keeps the heading clear of the sticky navbar. */
export function Section({id, title, lead, muted = false, children}: Props): ReactNode {
  // Registers the anchor so the build's broken-anchor check knows `/#about` and the like exist.
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(styles.section, muted && styles.muted)}>
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id names the section for aria-labelledby; Heading would add a second self-link anchor */}
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
