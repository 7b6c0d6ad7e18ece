import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import {docsSets} from '@site/config/docsSets';
import {sitePath} from '@site/src/components/CategoryLabel/categoryForPath';

/** The longest docs-set route that contains the page: /docs/cardano/… belongs to CARDANO, not to /docs. */
export function docsSetRoot(pathname: string): string {
  const path = sitePath(pathname);
  const set = [...docsSets]
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)
    .find(({routeBasePath}) => path === `/${routeBasePath}` || path.startsWith(`/${routeBasePath}/`));
  return set ? `/${set.routeBasePath}/` : '/docs/';
}

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
