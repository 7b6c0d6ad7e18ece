import type {CspManifest} from './cspManifest';

/**
 * The headers of the site, wherever it is served: our server sets them on every answer
 * (`server/http/securityHeaders.ts`, `server/site/static.ts`), and the build writes them into `_headers` for
 * a static host (`scripts/postbuild/hostRules.ts`). One table, so the two modes cannot drift apart.
 */

/** The analytics tag and where it reports (only when the build has GTAG_ID; it loads after consent). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * The policy for every response. Scripts: our own files plus the hashes of the inline scripts the
 * build emitted (no 'unsafe-inline', no 'unsafe-eval'). Styles keep 'unsafe-inline': React, and the
 * diagrams drawn at build time (their SVG carries its own <style>), set inline styles; styles cannot run code.
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

/** HTTPS only, for a year, subdomains included: sent when the site is published over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The security headers of every answer, in the order they are written. */
export function securityHeaderTable(manifest: CspManifest | null, {https}: {https: boolean}): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(manifest)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY] as [string, string]] : []),
  ];
}

/** Cache-Control by kind of file. */
export const CACHE_CONTROL = {
  /** Files under /assets/ (and /<locale>/assets/) carry a content hash in their name and never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, images in static/, sitemaps, search index) is revalidated on each use. */
  revalidate: 'no-cache',
} as const;

/** The files a static host (Cloudflare Pages, Netlify) reads its rules from: the build writes them, our server never serves them. */
export const STATIC_HOST_FILES = ['_headers', '_redirects'] as const;
