import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Illustration} from '../../components/Illustration';
import styles from './home.module.css';

/** Device → signature → chain, drawn inline so it follows the colour mode through CSS variables. */
export function HeroIllustration(): ReactNode {
  return (
    <Illustration
      className={styles.heroArt}
      width={360}
      height={280}
      titleId="hero-art-title"
      title={translate({id: 'home.hero.art', message: 'IoT機器の署名したデータがブロックチェーンに記録される図'})}>
      <rect x="24" y="70" width="96" height="140" rx="18" className={styles.artDevice} />
      <rect x="48" y="96" width="48" height="34" rx="6" className={styles.artChip} />
      <path d="M56 113h32M72 100v26" className={styles.artChipLines} />
      <circle cx="72" cy="170" r="14" className={styles.artCheck} />
      <path d="M65 170l5 5 10-10" className={styles.artCheckMark} />
      <path d="M132 140h52" className={styles.artLink} />
      <path d="M176 132l10 8-10 8" className={styles.artLink} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(200 ${40 + i * 74})`}>
          <rect width="136" height="56" rx="10" className={styles.artBlock} />
          <rect x="14" y="14" width="60" height="8" rx="4" className={styles.artBlockLine} />
          <rect x="14" y="32" width="96" height="8" rx="4" className={styles.artBlockLine} />
        </g>
      ))}
      <path d="M268 96v18M268 170v18" className={styles.artLink} />
    </Illustration>
  );
}
