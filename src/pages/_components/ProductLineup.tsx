import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {products} from '@site/src/data/products';
import {SpecTable} from '@site/src/components/SpecTable';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './home.module.css';

/** Every product with its specification table (home page, "Products"). */
export function ProductLineup(): ReactNode {
  const t = useLocalized();
  const brokenLinks = useBrokenLinks();
  products.forEach((product) => brokenLinks.collectAnchor(`product-${product.id}`));
  return (
    <ul className={styles.lineup}>
      {products.map((product) => (
        <li key={product.id} id={`product-${product.id}`} className={styles.product}>
          <Heading as="h3" className={styles.cardTitle}>
            {t(product.name)}
          </Heading>
          <p>{t(product.summary)}</p>
          <SpecTable product={product} />
          {product.page && (
            <Link className={styles.more} to={product.page}>
              <Translate id="home.products.more" values={{product: t(product.name)}}>
                {'{product}の詳細'}
              </Translate>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
