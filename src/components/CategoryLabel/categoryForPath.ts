import {pageTypeOf, type Section} from '@site/common/pageTypes';
import {sitePath} from '@site/common/sitePaths';

/** The sections that get a label next to the brand in the navbar, and the Holoreal Capsule's own. */
export type CategoryId = Section | 'holorealcapsule';

export interface Category {
  id: CategoryId;
  /** Locale-less root of the section; `<Link>` adds the locale's base URL. */
  to: string;
}

const SECTION_ROOTS: Record<Section, string> = {
  documentation: '/docs/',
  contact: '/contact',
  newsplus: '/newsplus',
  products: '/products/',
};

/** The Holoreal Capsule's page is labelled with the product's name rather than the Products section's. */
const CAPSULE: Category = {id: 'holorealcapsule', to: '/products/holorealcapsule/'};

/** The section of a path's page type (common/pageTypes.ts), or null where no label shows. */
export function categoryForPath(pathname: string): Category | null {
  const section = pageTypeOf(pathname)?.section;
  if (!section) {
    return null;
  }
  if (`${sitePath(pathname)}/`.startsWith(CAPSULE.to)) {
    return CAPSULE;
  }
  return {id: section, to: SECTION_ROOTS[section]};
}
