import {docsSets} from '@site/config/docsSets';
import {sitePath} from '@site/common/sitePaths';

/** The longest docs-set route that contains the page: /docs/cardano/… belongs to CARDANO, not to /docs. */
export function docsSetRoot(pathname: string): string {
  const path = sitePath(pathname);
  const set = [...docsSets]
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)
    .find(({routeBasePath}) => path === `/${routeBasePath}` || path.startsWith(`/${routeBasePath}/`));
  return set ? `/${set.routeBasePath}/` : '/docs/';
}
