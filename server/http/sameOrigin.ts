/**
 * Whether a request may post an inquiry, judged by its Origin header. Browsers send Origin on every
 * cross-origin POST (and on same-origin ones), so a foreign page cannot submit on a visitor's behalf.
 * No Origin at all means a non-browser client (curl, a server), which is allowed: it could not be a
 * visitor's browser being abused. Same origin means the Origin's host equals the Host the request was
 * sent to, or the Origin equals the public SITE_URL (behind a proxy that rewrites Host).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  siteOrigin: string | null,
): boolean {
  if (origin === undefined) {
    return true;
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // Includes the opaque origin "null" of sandboxed frames and file: pages.
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return false;
  }
  if (siteOrigin !== null && parsed.origin === siteOrigin) {
    return true;
  }
  return host !== undefined && parsed.host === normaliseHost(host, parsed.protocol);
}

/** The Host header as URL.host writes it (lower case, default port dropped), or '' when it is not a host. */
function normaliseHost(host: string, protocol: string): string {
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.pathname === '/' && !url.username && !url.search ? url.host : '';
  } catch {
    return '';
  }
}
