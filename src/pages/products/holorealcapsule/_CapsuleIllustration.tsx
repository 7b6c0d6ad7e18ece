import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Illustration} from '../../../components/Illustration';
import styles from './_capsule.module.css';

/** A capsule on its base with the NFC waves of a phone tap; colours follow the colour mode. */
export function CapsuleIllustration(): ReactNode {
  return (
    <Illustration
      className={styles.art}
      width={300}
      height={300}
      titleId="capsule-art-title"
      title={translate({id: 'capsule.art.title', message: 'カードを収めたカプセルにスマートフォンをかざす図'})}>
      <rect x="70" y="30" width="130" height="200" rx="24" className={styles.artGlass} />
      <rect x="95" y="60" width="80" height="112" rx="8" className={styles.artCard} />
      <circle cx="135" cy="100" r="18" className={styles.artHolo} />
      <rect x="60" y="228" width="150" height="36" rx="10" className={styles.artBase} />
      <rect x="120" y="240" width="30" height="12" rx="3" className={styles.artChip} />
      <path d="M222 150a30 30 0 0 1 0 40M236 136a52 52 0 0 1 0 68" className={styles.artWave} />
      <rect x="250" y="130" width="40" height="74" rx="8" className={styles.artPhone} />
    </Illustration>
  );
}
