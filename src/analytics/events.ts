/** Pure rules for what gets reported, kept apart from the DOM wiring so they can be unit tested. */

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A page view is due when path, query or hash differ; a re-render to the same location is not one. */
export function locationChanged(previous: PageLocation | null, next: PageLocation): boolean {
  return (
    previous === null ||
    previous.pathname !== next.pathname ||
    previous.search !== next.search ||
    previous.hash !== next.hash
  );
}

export function pagePath(location: PageLocation): string {
  return location.pathname + location.search + location.hash;
}

export type ClickKind = 'brand_click' | 'dropdown_expand' | 'navbar_click' | 'footer_click' | 'external_link_click';

export interface ClickEvent {
  name: ClickKind;
  params: {link_text: string; link_url: string};
}

/** What the tracker needs to know about a clicked link; read from the DOM by the caller. */
export interface ClickedLink {
  text: string;
  href: string;
  inBrand: boolean;
  inNavbar: boolean;
  inFooter: boolean;
}

function linkText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * One event per click, the most specific kind first: the brand, another navbar link, a footer link,
 * then any other link that leaves the site. Dropdowns report their opening separately.
 */
export function classifyClick(link: ClickedLink, siteOrigin: string): ClickEvent | null {
  const params = {link_text: linkText(link.text), link_url: link.href};
  if (link.inBrand) {
    return {name: 'brand_click', params};
  }
  if (link.inNavbar) {
    return {name: 'navbar_click', params};
  }
  if (link.inFooter) {
    return {name: 'footer_click', params};
  }
  try {
    const url = new URL(link.href, siteOrigin);
    if (url.protocol.startsWith('http') && url.origin !== siteOrigin) {
      return {name: 'external_link_click', params};
    }
  } catch {
    return null;
  }
  return null;
}

/** A navbar dropdown (desktop menu or mobile sub-menu) went from closed to open. */
export function dropdownEvent(label: string, href: string): ClickEvent {
  return {name: 'dropdown_expand', params: {link_text: linkText(label), link_url: href}};
}
