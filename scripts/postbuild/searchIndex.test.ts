import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ALL_INDEX_FILES} from '../../src/search/contexts';
import type {IndexedPage} from '../../src/search/format';
import {indexPage, writeSearchIndex} from './searchIndex';

const docsPage = `<!doctype html><html lang="ja-JP" class="docs-wrapper plugin-docs docs-doc-page"><head>
<title>Hydra解説 | Holoreal</title><meta name="description" content="Hydra Headの仕組み"><meta name="keywords" content="hydra, l2">
</head><body><nav class="navbar">ナビゲーション</nav><main><nav aria-label="Breadcrumbs"><ul>
<li><a class="breadcrumbs__link" href="/"><svg></svg></a></li><li><a class="breadcrumbs__link" href="/docs/cardano/">CARDANO</a></li>
<li><span class="breadcrumbs__link">Hydra解説</span></li></ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Hydra解説</h1></header><p>はじめに。</p>
<h2 id="lifecycle">ライフサイクル<a class="hash-link" href="#lifecycle">#</a></h2><p>ヘッドを<strong>開き</strong>、</p><p>閉じます。</p>
<button>コピー</button><h3 id="keys">鍵</h3><ul><li>参加者の鍵</li><li>ノードの鍵</li></ul></div>
<footer class="theme-doc-footer">最終更新</footer></article></main><footer>フッター</footer></body></html>`;

describe('search index', () => {
  it('reads a docs page: title without the site name, breadcrumb above it, meta texts, sections at h2/h3', () => {
    expect(indexPage(docsPage, '/docs/cardano/hydra')).toEqual<IndexedPage>({
      u: '/docs/cardano/hydra',
      t: 'Hydra解説',
      b: ['CARDANO'],
      d: 'Hydra Headの仕組み',
      k: 'hydra, l2',
      s: [
        ['', '', 'はじめに。'],
        ['ライフサイクル', 'lifecycle', 'ヘッドを開き、 閉じます。'],
        ['鍵', 'keys', '参加者の鍵 ノードの鍵'],
      ],
    });
  });

  it('leaves out News Plus lists and the search page, which repeat other pages or have no text of their own', () => {
    const list =
      '<html class="blog-wrapper blog-list-page plugin-blog"><head><title>News Plus</title></head><body><main>x</main></body></html>';
    const post =
      '<html class="blog-wrapper blog-post-page plugin-blog"><head><title>Post | Holoreal</title></head><body><main><article><div class="markdown"><p>本文</p></div></article></main></body></html>';
    const search =
      '<html class="plugin-pages"><head><title>検索</title></head><body><main><h1>検索</h1></main></body></html>';
    expect(indexPage(list, '/newsplus')).toBeNull();
    expect(indexPage(search, '/en/search')).toBeNull();
    expect(indexPage(post, '/newsplus/post')).toMatchObject({t: 'Post', s: [['', '', '本文']]});
  });

  const root = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  it('writes one file per search context for every locale built, and stops at a sitemap page the build lacks', async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    };
    const sitemap = (paths: string[]) =>
      `<urlset>${paths.map((p) => `<url><loc>https://www.example.jp${p}</loc></url>`).join('')}</urlset>`;
    write('sitemap.xml', sitemap(['/docs/cardano/hydra', '/contact']));
    write('docs/cardano/hydra/index.html', docsPage);
    write(
      'contact/index.html',
      '<html class="plugin-pages"><head><title>お問い合わせ | Holoreal</title></head><body><main><h1>お問い合わせ</h1></main></body></html>',
    );
    write('en/sitemap.xml', sitemap(['/en/newsplus/post']));
    write(
      'en/newsplus/post/index.html',
      '<html class="blog-post-page plugin-blog"><head><title>Post | Holoreal</title></head><body><article><div class="markdown"><p>Text</p></div></article></body></html>',
    );

    const reports = await writeSearchIndex(root);
    expect(reports.map(({locale, pages}) => [locale, pages])).toEqual([
      ['ja', 2],
      ['en', 1],
    ]);
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as IndexedPage[];
    expect(read('search-index/docs-cardano.json').map((page) => page.u)).toEqual(['/docs/cardano/hydra']);
    expect(read('search-index/other.json').map((page) => page.u)).toEqual(['/contact']);
    expect(read('en/search-index/newsplus.json').map((page) => page.u)).toEqual(['/en/newsplus/post']);
    for (const file of ALL_INDEX_FILES) {
      expect(Array.isArray(read(file)), file).toBe(true);
    }

    write('sitemap.xml', sitemap(['/docs/cardano/hydra', '/gone']));
    await expect(writeSearchIndex(root)).rejects.toThrow('the sitemap lists /gone, but the build has no page for it');
  });
});
