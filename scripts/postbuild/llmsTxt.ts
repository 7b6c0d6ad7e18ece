import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {docsSets} from '../../config/docsSets';
import {localeBase, type Locale} from '../../common/sitePaths';
import {NEWSPLUS, type TwinsReport} from './markdownTwins';

/**
 * `/llms.txt` and `/en/llms.txt` (llmstxt.org): the site's name as the H1, the home page's description as the
 * summary, then one section a docs set (named as the site names it, config/docsSets.ts) and one for News Plus,
 * each page one line: `- [Title](absolute address of its Markdown twin): description`.
 */

/** The main docs set is named by no label (it is the Documentation menu's own page). */
const SECTION_NAMES: Record<string, Record<Locale, string>> = {
  default: {ja: 'ドキュメント', en: 'Documentation'},
  [NEWSPLUS.id]: {ja: 'News Plus', en: 'News Plus'},
  ...Object.fromEntries(docsSets.flatMap((set) => (set.labels ? [[set.id, set.labels.search]] : []))),
};

const escapeLabel = (label: string) => label.replace(/([[\]\\])/g, '\\$1');

export function llmsTxt({
  report,
  siteName,
  summary,
  origin,
}: {
  report: TwinsReport;
  siteName: string;
  summary: string;
  origin: string;
}): string {
  const lines = [`# ${siteName}`, '', `> ${summary}`];
  for (const group of [...docsSets.map((set) => set.id), NEWSPLUS.id]) {
    const twins = report.twins.filter((twin) => twin.group === group);
    if (twins.length === 0) continue;
    // Docs in the order of their addresses, posts newest first.
    const ordered =
      group === NEWSPLUS.id
        ? [...twins].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.pageUrl.localeCompare(b.pageUrl))
        : [...twins].sort((a, b) => a.pageUrl.localeCompare(b.pageUrl));
    lines.push('', `## ${SECTION_NAMES[group]?.[report.locale] ?? group}`, '');
    for (const twin of ordered) {
      const description = twin.description === '' ? '' : `: ${twin.description}`;
      lines.push(`- [${escapeLabel(twin.title)}](${origin}${encodeURI(twin.twinUrl)})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes each locale's llms.txt, naming the site and its address as its built home page does. */
export async function writeLlmsTxt(root: string, reports: readonly TwinsReport[]): Promise<void> {
  for (const report of reports) {
    const dir = path.join(root, localeBase(report.locale));
    const $ = cheerio.load(await readFile(path.join(dir, 'index.html'), 'utf8'));
    const canonical = $('link[rel="canonical"]').attr('href');
    if (!canonical) throw new Error(`llms.txt (${report.locale}): the home page names no canonical address`);
    const title = $('head > title').text().trim();
    const siteName = title.includes(' | ') ? title.slice(title.lastIndexOf(' | ') + 3) : title;
    const summary = ($('meta[name="description"]').attr('content') ?? '').replace(/\s+/g, ' ').trim();
    const origin = new URL(canonical).origin;
    await writeFile(path.join(dir, 'llms.txt'), llmsTxt({report, siteName, summary, origin}));
  }
}
