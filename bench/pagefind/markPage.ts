import * as cheerio from 'cheerio';
import {contentRoot} from '../../scripts/postbuild/searchIndex';

/**
 * A built page with `data-pagefind-body` on the element the site's index reads (once one page has it, Pagefind
 * indexes only such pages) and the page's address as the sitemap lists it (Pagefind names a page by its file:
 * `privacy/index.html` is `/privacy/`, where the site links `/privacy`); null for a page the site's index leaves out.
 * The attributes are inserted into the HTML as built, so the page is otherwise byte for byte the same.
 */
export function markPage(html: string, url: string): string | null {
  const $ = cheerio.load(html, {sourceCodeLocationInfo: true});
  const root = contentRoot($, url);
  const tagEnd = root?.sourceCodeLocation?.startTag?.endOffset;
  if (tagEnd === undefined) return null;
  const marks = ` data-pagefind-body data-pagefind-meta="address:${url}"`;
  return `${html.slice(0, tagEnd - 1)}${marks}${html.slice(tagEnd - 1)}`;
}
