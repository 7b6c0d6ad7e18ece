import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createApp} from '../app';
import {prefersMarkdown} from './markdownTwin';

/** A miniature build with a docs page and a post that have twins, and a page that has none. */
function makeFixture(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'twins-')), 'build');
  const files: Record<string, string> = {
    'index.html': '<html lang="ja">ホーム</html>',
    '404.html': '<html lang="ja">ページが見つかりません</html>',
    'en/404.html': '<html lang="en">Page Not Found</html>',
    'docs/cardano/hydra/index.html': '<html lang="ja">Hydra解説</html>',
    'docs/cardano/hydra.md': '---\ntitle: Hydra解説\n---\n\n# Hydra解説\n',
    'docs/icp/index.html': '<html lang="ja">ICP</html>',
    'docs/icp/index.md': '# ICP\n',
    'en/newsplus/hydra-faq/index.html': '<html lang="en">Hydra FAQ</html>',
    'en/newsplus/hydra-faq.md': '# Hydra FAQ\n',
    'contact/index.html': '<html lang="ja">お問い合わせ</html>',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const app = createApp({buildDir: makeFixture()});

describe('Accept: which of a page and its Markdown twin', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown, */*', true],
    ['text/markdown;q=0.8, */*;q=0.1', true],
    ['TEXT/Markdown ; q=1', true],
    ['text/html, text/markdown', false],
    ['text/html', false],
    ['*/*', false],
    ['text/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.5, text/html', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['', false],
    [undefined, false],
  ])('%s prefers Markdown: %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('static site: Markdown twins', () => {
  it.each([
    ['/docs/cardano/hydra', '# Hydra解説'],
    ['/docs/cardano/hydra/', '# Hydra解説'],
    ['/docs/icp/', '# ICP'],
    ['/en/newsplus/hydra-faq', '# Hydra FAQ'],
  ])('a page, %s, asked for as Markdown answers with its twin', async (url, text) => {
    const res = await app.request(url, {headers: {Accept: 'text/markdown, text/html;q=0.9'}});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(await res.text()).toContain(text);
  });

  it.each(['text/html', '*/*', undefined])(
    'with Accept %s, the page answers with its HTML, varying with Accept',
    async (accept) => {
      const res = await app.request('/docs/cardano/hydra', {headers: accept ? {Accept: accept} : {}});
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(await res.text()).toContain('Hydra解説');
    },
  );

  it('a page without a twin answers with its HTML as before, even to a client preferring Markdown', async () => {
    const res = await app.request('/contact', {headers: {Accept: 'text/markdown'}});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toContain('お問い合わせ');
  });

  it('a twin has its own address, and an unknown page stays a 404 in HTML', async () => {
    const twin = await app.request('/docs/cardano/hydra.md');
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const missing = await app.request('/docs/nothing', {headers: {Accept: 'text/markdown'}});
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('the HTML and the twin have different ETags, so a cache keeps them apart', async () => {
    const html = await app.request('/docs/cardano/hydra');
    const md = await app.request('/docs/cardano/hydra', {headers: {Accept: 'text/markdown'}});
    expect(html.headers.get('etag')).not.toBe(md.headers.get('etag'));
  });
});
