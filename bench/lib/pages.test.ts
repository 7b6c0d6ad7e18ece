import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {builtFile, LIGHTHOUSE_PAGE_TYPES, longestDocsPage, pageTypes, verifyPages} from './pages';

/** A build with the given files (site path → size in bytes, or text) and a Japanese sitemap listing `listed`. */
function build(files: Record<string, number | string>, listed: readonly string[]): string {
  const dir = temporaryDirectory('bench-pages');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), typeof content === 'number' ? 'x'.repeat(content) : content);
  }
  const urls = listed.map((page) => `<url><loc>https://www.holoreal.jp${page}</loc></url>`).join('');
  writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${urls}</urlset>`);
  return dir;
}

describe('the page types', () => {
  const docs = {
    'docs/cardano/index.html': 900,
    'docs/cardano/category/fund13/index.html': 800,
    'docs/cardano/hydra/index.html': 300,
    'docs/cardano/f13/arch/api/index.html': 500,
    'docs/icp/ledger.html': 500,
    'docs/cardano/f13/arch/flow/index.html': `<div data-diagram>${'x'.repeat(300)}</div>`,
  };
  const listed = [
    '/',
    '/docs/cardano/',
    '/docs/cardano/category/fund13',
    '/docs/cardano/hydra',
    '/docs/cardano/f13/arch/api',
    '/docs/icp/ledger',
    '/docs/cardano/f13/arch/flow',
  ];

  it('take the largest docs page of the sitemap that is neither a category page nor above other pages; ties by path', async () => {
    expect(await longestDocsPage(build(docs, listed))).toBe('/docs/cardano/f13/arch/api');
    expect(await longestDocsPage(build(docs, listed), {withDiagram: true})).toBe('/docs/cardano/f13/arch/flow');
  });

  it('put the docs overview and the longest docs pages after the docs page, and the four of `npm run bench` among them', async () => {
    const ids = (await pageTypes(build(docs, listed))).map((page) => page.id);
    expect(ids).toEqual([
      'home',
      'products',
      'capsule',
      'docs',
      'docs-root',
      'docs-longest',
      'docs-diagrams',
      'post',
      'list',
      'contact',
      'search',
    ]);
    expect(LIGHTHOUSE_PAGE_TYPES.map((page) => page.id)).toEqual(['home', 'docs', 'post', 'contact']);
  });

  it('find a page as the server does, and name every page a build lacks in either locale', async () => {
    const dir = build({'index.html': 10, 'contact.html': 10, 'en/index.html': 10}, []);
    expect(await builtFile(dir, '/contact?x=1')).toBe(path.join(dir, 'contact.html'));
    expect(await builtFile(dir, '/.csp.json')).toBeNull();
    await expect(verifyPages(dir, [{id: 'home', path: '/'}])).resolves.toBeUndefined();
    await expect(verifyPages(dir, [{id: 'contact', path: '/contact'}])).rejects.toThrow(
      /\/en\/contact \(contact, en\)/,
    );
  });
});
