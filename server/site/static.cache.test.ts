import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync, brotliCompressSync} from 'node:zlib';
import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {createApp} from '../app';
import {createStaticHandler, type StaticOptions} from './static';

/** A small build/ in its own directory, so tests may change files under a running handler. */
function makeSite(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'site-cache-')), 'build');
  const files: Record<string, string | Buffer> = {
    'index.html': '<html lang="ja">ホーム</html>',
    '404.html': '<html lang="ja">ページが見つかりません</html>',
    'en/404.html': '<html lang="en">Page Not Found</html>',
    'en/docs/page/index.html': '<html lang="en">A docs page</html>',
    'assets/js/main.0123abcd.js': 'console.log("hashed");'.repeat(50),
    'big.txt': 'x'.repeat(5000),
  };
  const js = files['assets/js/main.0123abcd.js']!;
  files['assets/js/main.0123abcd.js.br'] = brotliCompressSync(js);
  files['assets/js/main.0123abcd.js.gz'] = gzipSync(js);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

function staticApp(root: string, cache: StaticOptions['cache']): Hono {
  const app = new Hono();
  app.get('*', createStaticHandler({root, cache}));
  return app;
}

async function snapshot(res: Response) {
  const headers: Record<string, string> = {};
  // Every answer has an id of its own; the rest must be the same.
  res.headers.forEach((value, name) => name !== 'x-request-id' && (headers[name] = value));
  return {
    status: res.status,
    headers,
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
  };
}

describe('static site: in-memory cache of the immutable build', () => {
  it('answers a second request from memory with identical status, headers and body', async () => {
    const root = makeSite();
    const app = createApp({buildDir: root});
    const cases: [string, Record<string, string>][] = [
      ['/en/docs/page', {}],
      ['/en/docs/page/index.html', {}],
      ['/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip, br'}],
      ['/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip'}],
      ['/assets/js/main.0123abcd.js', {}],
      ['/en/missing', {}],
      ['/missing', {}],
    ];
    const first = [];
    for (const [url, headers] of cases) {
      first.push(await snapshot(await app.request(url, {headers})));
    }
    // Nothing on disk is read again: with the files gone, the same answers come from memory.
    rmSync(root, {recursive: true, force: true});
    for (const [index, [url, headers]] of cases.entries()) {
      expect(await snapshot(await app.request(url, {headers}))).toEqual(first[index]);
    }
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 404, 404]);
    expect(first[2]!.headers['content-encoding']).toBe('br');
    expect(first[3]!.headers['content-encoding']).toBe('gzip');
    expect(first[4]!.headers['content-encoding']).toBeUndefined();
  });

  it('keeps HEAD and If-None-Match working on cached files', async () => {
    const root = makeSite();
    const app = createApp({buildDir: root});
    const get = await app.request('/en/docs/page');
    const etag = get.headers.get('etag')!;
    const head = await app.request('/en/docs/page', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
    const notModified = await app.request('/en/docs/page', {headers: {'If-None-Match': etag}});
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    rmSync(root, {recursive: true, force: true});
  });

  it('reads every request from disk with the cache turned off', async () => {
    const root = makeSite();
    const app = staticApp(root, false);
    expect(await (await app.request('/en/docs/page')).text()).toContain('A docs page');
    writeFileSync(path.join(root, 'en/docs/page/index.html'), '<html lang="en">Changed</html>');
    expect(await (await app.request('/en/docs/page')).text()).toContain('Changed');
    rmSync(root, {recursive: true, force: true});
  });

  it('keeps the headers but not the bytes of a file above maxFileBytes', async () => {
    const root = makeSite();
    const app = staticApp(root, {maxFileBytes: 1000});
    const first = await app.request('/big.txt');
    expect(await first.text()).toBe('x'.repeat(5000));
    writeFileSync(path.join(root, 'big.txt'), 'y'.repeat(5000));
    const second = await app.request('/big.txt');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-length')).toBe('5000');
    expect(await second.text()).toBe('y'.repeat(5000));
    rmSync(root, {recursive: true, force: true});
  });

  it('drops the least recently used bytes beyond maxBytes', async () => {
    const root = makeSite();
    // Room for the 5,000-byte file or for the small pages, not for both.
    const app = staticApp(root, {maxBytes: 5010});
    await app.request('/big.txt');
    await app.request('/en/docs/page');
    rmSync(path.join(root, 'big.txt'));
    // big.txt was evicted to make room for the page, so it is looked up on disk again and is gone.
    expect((await app.request('/big.txt')).status).toBe(404);
    rmSync(root, {recursive: true, force: true});
  });
});
