import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {products} from '@site/src/data/products';
import {ProductCard} from '@site/src/components/ProductCard';
import styles from './products.module.css';

export default function Products(): ReactNode {
  return (
    <Layout
      title={translate({id: 'products.meta.title', message: '製品一覧'})}
      description={translate({
        id: 'products.meta.description',
        message:
          'セキュアエレメントモジュール、IoTモジュール、IoT SDK、スマートブロックチェーンガチャ、スマートライト＆コンセント、スマートキー、スマートボックス、ホロリアルカプセルの一覧です。',
      })}>
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
