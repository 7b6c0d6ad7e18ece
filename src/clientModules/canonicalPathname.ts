/** `/en/contact.html` → `/en/contact`, `/en/products/index.html` → `/en/products/`; the 404 page keeps its name. */
export function canonicalPathname(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    return pathname.slice(0, -'index.html'.length);
  }
  if (pathname.endsWith('.html') && !pathname.endsWith('/404.html')) {
    return pathname.slice(0, -'.html'.length);
  }
  return pathname;
}
