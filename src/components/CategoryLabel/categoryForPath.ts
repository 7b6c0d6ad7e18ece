import {sitePath} from '@site/common/sitePaths';

/** The sections that get a label next to the brand in the navbar. */
export type CategoryId = 'documentation' | 'contact' | 'newsplus' | 'holorealcapsule' | 'products';

export interface Category {
  id: CategoryId;
  /** Locale-less root of the section; `<Link>` adds the locale's base URL. */
  to: string;
}

/** Most specific prefix first: the Holoreal Capsule page is also under /products. */
const sections: readonly (Category & {prefix: string})[] = [
  {id: 'documentation', prefix: '/docs', to: '/docs/'},
  {id: 'contact', prefix: '/contact', to: '/contact'},
  {id: 'newsplus', prefix: '/newsplus', to: '/newsplus'},
  {id: 'holorealcapsule', prefix: '/products/holorealcapsule', to: '/products/holorealcapsule/'},
  {id: 'products', prefix: '/products', to: '/products/'},
];

/** The section a path belongs to, or null where no label shows. */
export function categoryForPath(pathname: string): Category | null {
  const path = sitePath(pathname);
  const match = sections.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? {id: match.id, to: match.to} : null;
}
