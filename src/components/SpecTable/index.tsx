import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {specFieldLabels, specFields, type Product} from '@site/src/data/products';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './styles.module.css';

interface Props {
  product: Product;
}

/** A product's specification table: only the fields that apply, in the order of specFields. */
export function SpecTable({product}: Props): ReactNode {
  const t = useLocalized();
  const rows = specFields.filter((field) => product.specs[field]);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        <Translate id="product.specTable.caption" values={{product: t(product.name)}}>
          {'{product}の仕様'}
        </Translate>
      </caption>
      <tbody>
        {rows.map((field) => (
          <tr key={field}>
            <th scope="row">{t(specFieldLabels[field])}</th>
            <td>{t(product.specs[field]!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
