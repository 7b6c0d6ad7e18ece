import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {MiddlewareHandler} from 'hono';
import {CSP_MANIFEST, type CspManifest} from '../../common/cspManifest';

/** The analytics tag and where it reports (only when the build has GTAG_ID; it loads after consent). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * The policy for every response. Scripts: our own files plus the hashes of the inline scripts the
 * build emitted (no 'unsafe-inline', no 'unsafe-eval'). Styles keep 'unsafe-inline': React and
 * Mermaid set inline styles, and styles cannot run code.
 */
export function contentSecurityPolicy(manifest: CspManifest | null): string {
  const analytics = manifest?.analytics ?? false;
  const supabase = manifest?.supabaseOrigin ? [manifest.supabaseOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(manifest?.scriptHashes ?? []), ...(analytics ? ANALYTICS.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? ANALYTICS.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...supabase, ...(analytics ? ANALYTICS.connect : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Reads build/.csp.json; a build without it (an old build) gets the policy without inline hashes. */
export function readCspManifest(buildDir: string): CspManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, CSP_MANIFEST), 'utf8')) as CspManifest;
  } catch {
    return null;
  }
}

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
  let policyOf: {manifest: CspManifest | null; csp: string} | undefined;
  return async (c, next) => {
    await next();
    const current = manifest();
    if (policyOf?.manifest !== current) {
      policyOf = {manifest: current, csp: contentSecurityPolicy(current)};
    }
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', policyOf.csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    const https =
      httpsSite ||
      new URL(c.req.url).protocol === 'https:' ||
      (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');
    if (https) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
