import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy} from '../../common/siteHeaders';
import {securityHeaders} from './securityHeaders';

const manifest = {scriptHashes: ["'sha256-abc='"], analytics: false, supabaseOrigin: null};

function appWith(options: Parameters<typeof securityHeaders>[0]) {
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('/page', (c) => c.html('<p>page</p>'));
  app.get('/missing', (c) => c.text('nope', 404));
  app.post('/api/thing', (c) => c.json({error: {code: 'x', message: 'x'}}, 400));
  return app;
}

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('content security policy', () => {
  it('allows scripts only from the site and by hash: no unsafe-inline, no unsafe-eval', () => {
    const policy = contentSecurityPolicy(manifest);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('names the analytics host only when the build has GTAG_ID', () => {
    expect(contentSecurityPolicy(manifest)).not.toContain('googletagmanager');
    const withAnalytics = contentSecurityPolicy({...manifest, analytics: true});
    expect(directive(withAnalytics, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withAnalytics, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('lets the contact form reach the Supabase project only when the build uses one', () => {
    const policy = contentSecurityPolicy({...manifest, supabaseOrigin: 'https://abc.supabase.co'});
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
  });
});

describe('security headers', () => {
  const app = appWith({manifest: () => manifest, trustProxy: false});

  it.each([
    ['GET', '/page'],
    ['GET', '/missing'],
    ['POST', '/api/thing'],
  ])('are on every response: %s %s', async (method, url) => {
    const res = await app.request(url, {method});
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends Strict-Transport-Security over HTTPS only', async () => {
    expect((await app.request('http://site.test/page')).headers.get('strict-transport-security')).toBeNull();
    expect((await app.request('https://site.test/page')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends Strict-Transport-Security on every answer when SITE_URL is https, whatever the proxy says', async () => {
    const published = appWith({manifest: () => manifest, trustProxy: false, httpsSite: true});
    expect((await published.request('http://127.0.0.1/page')).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const headers = {'X-Forwarded-Proto': 'https'};
    expect((await app.request('http://site.test/page', {headers})).headers.get('strict-transport-security')).toBeNull();
    const proxied = appWith({manifest: () => manifest, trustProxy: true});
    expect((await proxied.request('http://site.test/page', {headers})).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
