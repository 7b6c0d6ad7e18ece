import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import {docsSetRoot} from './docsSetRoot';

/**
 * The first breadcrumb leads to the root of the page's own docs set (the theme's leads to the site's
 * home page, which is one click further from where a reader of a deep page wants to go back to).
 */
export default function HomeBreadcrumbItem(): ReactNode {
  const {pathname} = useLocation();
  return (
    <li className="breadcrumbs__item">
      <Link
        aria-label={translate({id: 'docs.breadcrumbs.setRoot', message: 'このドキュメントのトップ'})}
        className="breadcrumbs__link"
        to={docsSetRoot(pathname)}>
        <IconHome style={{height: '1.1rem', width: '1.1rem', position: 'relative', top: '1px'}} />
      </Link>
    </li>
  );
}
