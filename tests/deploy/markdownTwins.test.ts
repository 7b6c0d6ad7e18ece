import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {LOCALES, localeBase, markdownTwinPath, sitemapPaths} from '../../common/sitePaths';
import {twinnedPaths} from '../../scripts/postbuild/markdownTwins';

/**
 * The Markdown twins and llms.txt of the real test build (`npm run build:test:main`): here because this suite
 * runs after the build in `npm test`. Each locale's llms.txt lists exactly the docs pages and posts its sitemap
 * lists and each docs set's full text (one address line a page of the set), each listed twin exists, and each
 * such page names its twin in its `<head>`.
 */
const root = path.resolve('build-test');

describe.skipIf(!existsSync(path.join(root, 'sitemap.xml')))('Markdown twins and llms.txt of build-test', () => {
  it.each(LOCALES)('%s: llms.txt lists every docs page and post of the sitemap, each twin exists', (locale) => {
    const dir = path.join(root, localeBase(locale));
    const pages = twinnedPaths(sitemapPaths(readFileSync(path.join(dir, 'sitemap.xml'), 'utf8')));
    expect(pages.length).toBeGreaterThan(0);
    const links = [
      ...readFileSync(path.join(dir, 'llms.txt'), 'utf8').matchAll(/^- \[.+\]\((https?:\/\/[^)]+)\)/gm),
    ].map((match) => decodeURI(new URL(match[1]!).pathname));
    const listed = links.filter((link) => link.endsWith('.md'));
    expect([...listed].sort()).toEqual(pages.map(markdownTwinPath).sort());
    // The rest are the docs sets' full texts, each holding every page of its set.
    const fullTexts = links.filter((link) => !link.endsWith('.md'));
    expect(fullTexts.length).toBeGreaterThan(0);
    for (const full of fullTexts) {
      expect(full).toMatch(/\/llms-full\.txt$/);
      const text = readFileSync(path.join(root, full), 'utf8');
      const setPages = pages.filter((page) => page.startsWith(full.replace(/llms-full\.txt$/, '')));
      expect(text.match(/^<https?:\/\/.+>$/gm)?.length, full).toBe(setPages.length);
    }
    for (const twin of listed) {
      expect(readFileSync(path.join(root, twin), 'utf8'), twin).toMatch(/^---\ntitle: .+\ndescription: .*\n---\n\n# /);
    }
    for (const page of pages) {
      const html = path.join(root, page.endsWith('/') ? `${page}index.html` : `${page}/index.html`);
      const $ = cheerio.load(readFileSync(html, 'utf8'));
      expect($('link[rel="alternate"][type="text/markdown"]').attr('href'), page).toBe(markdownTwinPath(page));
    }
  });
});
