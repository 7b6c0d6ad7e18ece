import {stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * A page's Markdown twin (scripts/postbuild/markdownTwins.ts) for a client whose `Accept` prefers it: AI tools
 * ask for a page with `Accept: text/markdown`, browsers with `text/html` or `*\/*`.
 */

export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function mediaRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) continue;
    const qParam = params.find((param) => /^q\s*=/.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(qParam.indexOf('=') + 1).trim());
    ranges.push({type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0});
  }
  return ranges;
}

/** How much `accept` wants `type/subtype` (its q) and how specifically (2 exact, 1 `type/*`, 0 `*\/*`, -1 not at all). */
function preference(ranges: readonly MediaRange[], type: string, subtype: string): {q: number; specificity: number} {
  let best = {q: 0, specificity: -1};
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    // The most specific range that matches decides the q (RFC 9110, 12.5.1).
    if (specificity > best.specificity) best = {q: range.q, specificity};
  }
  return best;
}

/**
 * True when `Accept` prefers Markdown to HTML: a higher q, or the same q named more specifically
 * (`text/markdown, *\/*`). A tie, no header or `*\/*` alone keeps the page's HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = mediaRanges(accept);
  const markdown = preference(ranges, 'text', 'markdown');
  const html = preference(ranges, 'text', 'html');
  if (markdown.q <= 0) return false;
  return markdown.q > html.q || (markdown.q === html.q && markdown.specificity > html.specificity);
}

/**
 * The twin of a built page file: `x/index.html` is the page `/x/` (twin `x/index.md`) or `/x` (twin `x.md`),
 * `x.html` the page `/x`. Undefined when the build has none.
 */
export async function twinOfPage(htmlFile: string): Promise<string | undefined> {
  if (!htmlFile.endsWith('.html')) return undefined;
  const page = htmlFile.slice(0, -'.html'.length);
  const candidates =
    path.basename(htmlFile) === 'index.html' ? [`${page}.md`, `${path.dirname(htmlFile)}.md`] : [`${page}.md`];
  for (const candidate of candidates) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return undefined;
}
