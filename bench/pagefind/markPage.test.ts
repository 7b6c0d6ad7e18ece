import {describe, expect, it} from 'vitest';
import {markPage} from './markPage';

const page = (htmlClass: string, body: string) =>
  `<!doctype html><html lang="ja" class="${htmlClass}"><head><title>台帳 | Holoreal</title></head>` +
  `<body><nav class="navbar">メニュー</nav>${body}<footer>フッター</footer></body></html>`;

describe('markPage', () => {
  it("marks a doc's Markdown, the element the site's index reads, and changes nothing else", () => {
    const html = page(
      'docs-wrapper docs-doc-page',
      '<main><div class="theme-doc-markdown markdown"><h1>台帳</h1><p>デバイス台帳</p></div></main>',
    );
    const marked = markPage(html, '/docs/icp/ledger');
    expect(marked).toBe(
      html.replace(
        'class="theme-doc-markdown markdown"',
        'class="theme-doc-markdown markdown" data-pagefind-body data-pagefind-meta="address:/docs/icp/ledger"',
      ),
    );
  });

  it("marks <main> on a company page and a post's Markdown on a post", () => {
    expect(markPage(page('plugin-pages', '<main class="home"><p>製品</p></main>'), '/products/')).toContain(
      '<main class="home" data-pagefind-body data-pagefind-meta="address:/products/">',
    );
    const post = page(
      'plugin-blog blog-post-page',
      '<main><article><header><h1>Hydra</h1></header><div class="markdown"><p>ヘッド</p></div></article></main>',
    );
    expect(markPage(post, '/newsplus/hydra-faq')).toContain(
      '<div class="markdown" data-pagefind-body data-pagefind-meta="address:/newsplus/hydra-faq">',
    );
  });

  it('leaves out what the site index leaves out: News Plus lists and the search page', () => {
    expect(markPage(page('plugin-blog blog-list-page', '<main><p>一覧</p></main>'), '/newsplus/')).toBeNull();
    expect(markPage(page('plugin-pages', '<main><p>検索</p></main>'), '/en/search')).toBeNull();
  });
});
