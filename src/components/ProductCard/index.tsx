import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Product} from '@site/src/data/products';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './styles.module.css';
import Phrases from '@site/src/components/Phrases';

/** A product in the products list: name, summary and where to go next. */
export function ProductCard({product}: {product: Product}): ReactNode {
  const t = useLocalized();
  const name = t(product.name);
  return (
    <article className={styles.card} data-product={product.id}>
      <Heading as="h2" className={styles.title}>
        {name}
      </Heading>
      <p className={styles.summary}>{t(product.summary)}</p>
      <div className={styles.links}>
        {product.page ? (
          <Link className="button button--primary button--sm" to={product.page}>
            <Phrases>
              <Translate id="products.card.details" values={{product: name}}>
                {'{product}の詳細'}
              </Translate>
            </Phrases>
          </Link>
        ) : (
          <Link to={`/#product-${product.id}`}>
            <Translate id="products.card.specs" values={{product: name}}>
              {'{product}の仕様'}
            </Translate>
          </Link>
        )}
        <Link to={product.contactSubject ? `/contact?subject=${product.contactSubject}` : '/contact'}>
          <Translate id="products.card.contact">問い合わせる</Translate>
        </Link>
      </div>
    </article>
  );
}
