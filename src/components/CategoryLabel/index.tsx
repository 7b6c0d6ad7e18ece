import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {holorealCapsuleName} from '@site/src/data/productNames';
import type {Localized} from '@site/src/data/localized';
import {useLocalized} from '@site/src/hooks/useLocalized';
import {categoryForPath, type CategoryId} from './categoryForPath';
import styles from './styles.module.css';

function categoryLabel(id: CategoryId, t: (value: Localized) => string): string {
  switch (id) {
    case 'documentation':
      return translate({id: 'navbar.category.documentation', message: 'ドキュメント'});
    case 'contact':
      return translate({id: 'navbar.category.contact', message: 'お問い合わせ'});
    case 'newsplus':
      return translate({id: 'navbar.category.newsplus', message: 'News Plus'});
    case 'holorealcapsule':
      return t(holorealCapsuleName);
    case 'products':
      return translate({id: 'navbar.category.products', message: '製品'});
  }
}

/** The section label beside the brand; links to the section's root. */
export function CategoryLabel(): ReactNode {
  const {pathname} = useLocation();
  const t = useLocalized();
  const category = categoryForPath(pathname);
  if (!category) {
    return null;
  }
  return (
    <Link className={styles.label} to={category.to} data-category={category.id}>
      {categoryLabel(category.id, t)}
    </Link>
  );
}
