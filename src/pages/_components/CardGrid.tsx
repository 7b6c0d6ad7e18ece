import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {Localized} from '@site/src/data/localized';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './home.module.css';

interface Item {
  id: string;
  title: Localized;
  body: Localized;
}

/** Mission pillars and solutions: titled cards from a data file. */
export function CardGrid({items, numbered = false}: {items: readonly Item[]; numbered?: boolean}): ReactNode {
  const t = useLocalized();
  return (
    <ul className={styles.cards}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.card} data-item={item.id}>
          {numbered && <span className={styles.cardNumber}>{String(index + 1).padStart(2, '0')}</span>}
          <Heading as="h3" className={styles.cardTitle}>
            {t(item.title)}
          </Heading>
          <p>{t(item.body)}</p>
        </li>
      ))}
    </ul>
  );
}
