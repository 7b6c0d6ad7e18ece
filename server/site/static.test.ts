import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import net from 'node:net';
import {gzipSync, brotliCompressSync} from 'node:zlib';
import {serve} from '@hono/node-server';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createApp} from '../app';
import {candidates, decodePath} from './static';

/** A miniature build/ with the shapes Docusaurus writes, plus a secret just outside it. */
function makeFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  const root = path.join(dir, 'build');
  const files: Record<string, string> = {
    'index.html': '<html lang="ja">ホーム</html>',
    '404.html': '<html lang="ja">ページが見つかりません</html>',
    'contact/index.html': '<html lang="ja">お問い合わせ</html>',
    'products/index.html': '<html lang="ja">製品</html>',
    'en/index.html': '<html lang="en">Home</html>',
    'en/404.html': '<html lang="en">Page Not Found</html>',
    'en/contact/index.html': '<html lang="en">Contact</html>',
    'en/products/index.html': '<html lang="en">Products</html>',
    'assets/js/main.0123abcd.js': 'console.log("hashed");'.repeat(50),
    'en/assets/js/main.4567cdef.js': 'console.log("hashed, English");',
    'en/assets/css/styles.89abcdef.css': 'body{color:#111}',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'sitemap.xml': '<urlset/>',
    '.csp.json': JSON.stringify({scriptHashes: ["'sha256-fixture='"], analytics: false, supabaseOrigin: null}),
    '.well-known/security.txt': 'Contact: mailto:security@holoreal.jp',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/old /new 301\n',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
  const js = files['assets/js/main.0123abcd.js']!;
  writeFileSync(path.join(root, 'assets/js/main.0123abcd.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(root, 'assets/js/main.0123abcd.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'secret.txt'), 'TOP SECRET');
  writeFileSync(path.join(dir, 'build-secret.txt'), 'TOP SECRET');
  return root;
}

const root = makeFixture();
const app = createApp({buildDir: root});

describe('static site: routes and status codes', () => {
  it.each([
    ['/', 'ホーム'],
    ['/index.html', 'ホーム'],
    ['/en/', 'Home'],
    ['/en', 'Home'],
    ['/en/index.html', 'Home'],
    ['/contact', 'お問い合わせ'],
    ['/contact.html', 'お問い合わせ'],
    ['/en/contact', 'Contact'],
    ['/en/contact.html', 'Contact'],
    ['/en/contact/', 'Contact'],
    ['/en/contact/index.html', 'Contact'],
    ['/en/products/', 'Products'],
    ['/en/products/index.html', 'Products'],
    ['/en/products.html', 'Products'],
  ])('GET %s answers 200 with the page', async (url, text) => {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain(text);
  });

  it.each([
    ['/docs/cardano/eval/enviroment-hydra', '/docs/cardano/eval/environment-hydra'],
    ['/docs/cardano/eval/enviroment-hydra/', '/docs/cardano/eval/environment-hydra'],
    ['/docs/cardano/eval/enviroment-hydra.html', '/docs/cardano/eval/environment-hydra'],
    ['/docs/cardano/eval/enviroment-hydra/index.html?from=old', '/docs/cardano/eval/environment-hydra?from=old'],
    ['/en/docs/cardano/eval/enviroment-hydra', '/en/docs/cardano/eval/environment-hydra'],
    ['/en/docs/cardano/eval/enviroment-hydra/', '/en/docs/cardano/eval/environment-hydra'],
    ['/en/docs/cardano/eval/enviroment-hydra.html?q=1', '/en/docs/cardano/eval/environment-hydra?q=1'],
  ])('answers a moved address, %s, with a 301 to %s in its own locale', async (from, to) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request(from, {method});
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('answers 404 with the English not-found page under /en/', async () => {
    for (const url of ['/en/nope', '/en/docs/missing/page', '/en/contact/extra']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page Not Found');
    }
  });

  it('answers 404 with the Japanese not-found page elsewhere', async () => {
    for (const url of ['/nope', '/english/page', '/enx', '/docs/missing']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('ページが見つかりません');
    }
  });

  it('refuses methods other than GET and HEAD on pages with 405 and Allow', async () => {
    const res = await app.request('/contact', {method: 'POST', body: 'x'});
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({error: {code: 'method_not_allowed'}});
  });

  it('never serves build-time dotfiles or the static host’s rules, but serves /.well-known/', async () => {
    for (const url of ['/.csp.json', '/%2ecsp.json', '/en/../.csp.json']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('scriptHashes');
    }
    for (const url of ['/_headers', '/_redirects']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
    }
    const res = await app.request('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Contact: mailto:');
  });

  it('answers 400 bad_path, in the one error shape, to a malformed percent-encoding', async () => {
    const res = await app.request('/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({error: {code: 'bad_path'}});
  });
});

describe('static site: security headers', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/en/no-such-page'],
    ['HEAD', '/assets/js/main.0123abcd.js'],
    ['POST', '/contact'],
    ['GET', '/api/nothing-here'],
  ])('%s %s carries the CSP built from build/.csp.json and the other headers', async (method, url) => {
    const res = await app.request(url, {method});
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'sha256-fixture='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('microphone=()');
  });
});

describe('static site: caching', () => {
  it('serves hashed assets of every locale as immutable for a year', async () => {
    for (const url of [
      '/assets/js/main.0123abcd.js',
      '/en/assets/js/main.4567cdef.js',
      '/en/assets/css/styles.89abcdef.css',
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes HTML of both locales and unhashed files revalidate', async () => {
    for (const url of ['/', '/contact', '/en/', '/en/contact', '/img/logo.svg', '/sitemap.xml']) {
      const res = await app.request(url);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.request('/en/contact');
    const etag = first.headers.get('etag')!;
    const second = await app.request('/en/contact', {headers: {'If-None-Match': etag}});
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('does not cache the not-found page as immutable', async () => {
    const res = await app.request('/assets/js/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('static site: HEAD', () => {
  it('answers HEAD with the GET headers and no body', async () => {
    const get = await app.request('/en/contact');
    const head = await app.request('/en/contact', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('answers HEAD for an unknown path with 404', async () => {
    const head = await app.request('/en/unknown', {method: 'HEAD'});
    expect(head.status).toBe(404);
  });
});

describe('static site: precompressed variants', () => {
  it('serves brotli when accepted, gzip as the next choice, and the plain file otherwise', async () => {
    const url = '/assets/js/main.0123abcd.js';
    const br = await app.request(url, {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await app.request(url, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request(url, {headers: {'Accept-Encoding': 'br;q=0, identity'}});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toContain('console.log("hashed")');
  });
});

describe('static site: path traversal', () => {
  it('normalises decoded paths so nothing climbs above the root', () => {
    expect(decodePath('/..%2f..%2fsecret.txt')).toBe('/secret.txt');
    expect(decodePath('/%2e%2e/%2e%2e/etc/passwd')).toBe('/etc/passwd');
    expect(decodePath('/a%00b')).toBeNull();
    expect(decodePath('/..%5c..%5csecret.txt')).toBeNull();
    expect(candidates('/x/')).toEqual(['/x/index.html']);
  });

  const attempts = [
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%252fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/..;/secret.txt',
    '/../build-secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/en/../../secret.txt',
  ];

  it.each(attempts)('app.request(%s) never reads outside build/', async (url) => {
    const res = await app.request(url);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('TOP SECRET');
  });

  describe('over a raw TCP connection (no client-side URL normalisation)', () => {
    let server: ReturnType<typeof serve>;
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) => {
          port = info.port;
          resolve();
        });
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function rawGet(target: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('utf8')));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    }

    it.each(attempts)('GET %s over TCP never reads outside build/', async (target) => {
      const response = await rawGet(target);
      expect(response).toMatch(/^HTTP\/1\.1 (400|404)/);
      expect(response).not.toContain('TOP SECRET');
    });
  });
});
