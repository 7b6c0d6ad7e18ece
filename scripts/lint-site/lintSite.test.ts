import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {lintSite} from './lintSite';
import {traceSource} from './sourceLines';

const SITE = path.resolve(__dirname, '../..');

/**
 * A Japanese page with a word against the dictionary (サーバ for サーバー) in each place a visitor reads that
 * no source check names: JSX text, an `alt`, a `title`, an `aria-label`, the meta description, an Open Graph
 * title, JSON-LD; and an English page with a British spelling (centre) in the same places.
 */
function page(lang: string, word: string): string {
  return `<!doctype html><html lang="${lang}"><head>
<title>Page</title>
<meta name="description" content="description ${word} one">
<meta property="og:title" content="og ${word} two">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","url":"https://example.jp/","description":"json-ld ${word} three"}</script>
</head><body>
<nav><a href="/" aria-label="label ${word} four">x</a></nav>
<main><p>text <strong>${word}</strong> five</p>
<img src="/img/a.png" alt="alt ${word} six"><button title="title ${word} seven">?</button>
<pre><code>code ${word} is not prose</code></pre></main>
</body></html>`;
}

const FEED = (word: string) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>News</title><description>Blog</description>
<item><title><![CDATA[feed ${word} eight]]></title><description><![CDATA[Summary]]></description></item>
</channel></rss>`;

async function plantedBuild(): Promise<string> {
  const build = temporaryDirectory('lint-site-');
  const files: Record<string, string> = {
    'index.html': page('ja-JP', 'サーバ'),
    'newsplus/rss.xml': FEED('サーバ'),
    'en/contact/index.html': page('en-US', 'centre'),
    'en/newsplus/rss.xml': FEED('centre'),
    'assets/js/a.html': page('ja-JP', 'サーバ'),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(build, name)), {recursive: true});
    await writeFile(path.join(build, name), content);
  }
  return build;
}

describe('lint:site', () => {
  it('reports a planted word in each of eight places a visitor reads, with the page, in both languages', async () => {
    const findings = await lintSite(SITE, await plantedBuild());
    const places = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
    for (const [url, feed, word] of [
      ['/', '/newsplus/rss.xml', 'サーバ'],
      ['/en/contact/', '/en/newsplus/rss.xml', 'centre'],
    ] as const) {
      const found = findings.filter(({text}) => text.includes(word));
      expect(found.map(({text}) => text.split(' ').pop()).sort(), word).toEqual([...places].sort());
      for (const finding of found) {
        expect(finding.urls).toEqual([finding.kind === 'feed' ? feed : url]);
      }
      expect(new Set(found.map(({kind}) => kind))).toEqual(
        new Set(['description', 'og:title', 'json-ld', 'aria-label', 'text', 'alt', 'title', 'feed']),
      );
    }
    // Code is not prose, and files under assets/ are not pages.
    expect(findings.filter(({text}) => text.includes('code'))).toEqual([]);
  });

  it('traces a word to the source line that shares the most of the text around it', () => {
    const lines = [
      {file: 'docs/a.md', line: 3, text: 'ゲートウェイはサーバで動きます。'},
      {file: 'src/pages/b.tsx', line: 9, text: '<p>このサーバは検証に使います。</p>'},
      {file: 'i18n/en/c.md', line: 1, text: 'このサーバは検証に使います。'},
    ];
    expect(traceSource(lines, 'ja', 'サーバ', 'このサーバは検証に使います。')).toEqual(['src/pages/b.tsx:9']);
    expect(traceSource(lines, 'ja', 'サーバ', 'ゲートウェイはサーバで動きます。')).toEqual(['docs/a.md:3']);
    expect(traceSource(lines, 'ja', '存在しない', 'どこにもない')).toEqual([]);
  });
});
