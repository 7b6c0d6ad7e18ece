import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {products} from '@site/src/data/products';
import {ProductCard} from '@site/src/components/ProductCard';
import {useLocalized} from '@site/src/hooks/useLocalized';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toLocale} from '@site/common/sitePaths';
import styles from './products.module.css';

/** The product names as one phrase: 「A、B、C」 in Japanese, "A, B and C" in English. */
function nameList(names: readonly string[], locale: string): string {
  if (toLocale(locale) === 'ja' || names.length < 2) {
    return names.join('、');
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export default function Products(): ReactNode {
  const t = useLocalized();
  const {i18n} = useDocusaurusContext();
  const names = nameList(
    products.map((product) => t(product.name)),
    i18n.currentLocale,
  );
  return (
    <Layout
      title={translate({id: 'products.meta.title', message: '製品一覧'})}
      description={translate({id: 'products.meta.description', message: '{products}の一覧です。'}, {products: names})}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="products.title">製品一覧</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="products.lead">
            どの製品も、機器の中の鍵で署名し、その記録をブロックチェーンで誰でも確かめられるように作っています。
          </Translate>
        </p>
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
