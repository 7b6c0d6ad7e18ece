import type {MiddlewareHandler} from 'hono';
import type {CspManifest} from '../../common/cspManifest';
import {securityHeaderTable} from '../../common/siteHeaders';

export interface SecurityOptions {
  /** The CSP manifest of the build being served (it changes when a deploy switches builds). */
  manifest: () => CspManifest | null;
  /** Behind a proxy we trust, its X-Forwarded-Proto says whether the visitor used HTTPS. */
  trustProxy: boolean;
  /**
   * SITE_URL is https: the site is published over HTTPS whatever reaches this server, so every answer says
   * so. A browser ignores the header on a plain-HTTP answer (RFC 6797 §8.1), so it costs nothing there.
   */
  httpsSite?: boolean;
}

export function securityHeaders({manifest, trustProxy, httpsSite = false}: SecurityOptions): MiddlewareHandler {
  // The table is made again only when a deploy switches to a build with another manifest.
  const tables = new Map<boolean, {manifest: CspManifest | null; headers: [string, string][]}>();
  return async (c, next) => {
    await next();
    const current = manifest();
    const https =
      httpsSite ||
      new URL(c.req.url).protocol === 'https:' ||
      (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');
    let table = tables.get(https);
    if (table?.manifest !== current) {
      table = {manifest: current, headers: securityHeaderTable(current, {https})};
      tables.set(https, table);
    }
    for (const [name, value] of table.headers) {
      c.res.headers.set(name, value);
    }
  };
}
