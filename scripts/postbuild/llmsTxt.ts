import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {docsSetPath, docsSets} from '../../config/docsSets';
import {localeBase, localePath, type Locale} from '../../common/sitePaths';
import {NEWSPLUS, splitFrontMatter, type Twin, type TwinsReport} from './markdownTwins';

/**
 * `/llms.txt` and `/en/llms.txt` (llmstxt.org): the site's name as the H1, the home page's description as the
 * summary, then one section a docs set (named as the site names it, config/docsSets.ts) and one for News Plus,
 * each page one line: `- [Title](absolute address of its Markdown twin): description`; last the convention's
 * `Optional` section, which names each docs set's `llms-full.txt` (every page of the set in one file).
 */

/** The main docs set is named by no label (it is the Documentation menu's own page). */
const SECTION_NAMES: Record<string, Record<Locale, string>> = {
  default: {ja: 'ドキュメント', en: 'Documentation'},
  [NEWSPLUS.id]: {ja: 'News Plus', en: 'News Plus'},
  ...Object.fromEntries(docsSets.flatMap((set) => (set.labels ? [[set.id, set.labels.search]] : []))),
};

/** A section's heading: the docs set's or News Plus's name in the locale. */
const sectionName = (group: string, locale: Locale) => SECTION_NAMES[group]?.[locale] ?? group;

const escapeLabel = (label: string) => label.replace(/([[\]\\])/g, '\\$1');

/** The `Optional` section's line for a set's full text. */
const FULL_TEXT: Record<Locale, (set: string, pages: number, kb: number) => {label: string; description: string}> = {
  ja: (set, pages, kb) => ({
    label: `${set}（全ページ）`,
    description: `${pages}ページのMarkdownを1つにまとめたファイル（${kb} KB）`,
  }),
  en: (set, pages, kb) => ({
    label: `${set}: every page`,
    description: `${pages} pages of Markdown in one file (${kb} KB)`,
  }),
};

/** A set's pages in the order of their addresses, posts newest first. */
function ordered(group: string, twins: readonly Twin[]): Twin[] {
  return group === NEWSPLUS.id
    ? [...twins].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.pageUrl.localeCompare(b.pageUrl))
    : [...twins].sort((a, b) => a.pageUrl.localeCompare(b.pageUrl));
}

export interface FullText {
  /** The docs set's name in the locale. */
  name: string;
  /** Its address in the locale (`/en/docs/cardano/llms-full.txt`). */
  url: string;
  pages: number;
  text: string;
}

/**
 * Each docs set's pages in one Markdown file, `llms-full.txt` at the set's address: the set's name as the H1, its
 * root page's description as the summary, then every page's twin without its front matter, each under its own
 * H1 followed by the page's address. A set of one page has none: its twin is already the whole set.
 */
export function llmsFullTxt(report: TwinsReport, origin: string): FullText[] {
  return docsSets.flatMap((set) => {
    const twins = ordered(
      set.id,
      report.twins.filter((twin) => twin.group === set.id),
    );
    if (twins.length < 2) return [];
    const root = localePath(report.locale, docsSetPath(set));
    const summary = twins.find((twin) => twin.pageUrl === root)?.description ?? '';
    // Each page's H1 stays first; its address follows it.
    const pages = twins.map((twin) =>
      splitFrontMatter(twin.markdown)
        .body.trimStart()
        .replace(/^(# .*\n)/, `$1\n<${origin}${encodeURI(twin.pageUrl)}>\n`)
        .trimEnd(),
    );
    const name = sectionName(set.id, report.locale);
    const head = [`# ${name}`, ...(summary ? ['', `> ${summary}`] : [])].join('\n');
    return [{name, url: `${root}llms-full.txt`, pages: twins.length, text: `${[head, ...pages].join('\n\n')}\n`}];
  });
}

export function llmsTxt({
  report,
  siteName,
  summary,
  origin,
  fullTexts = [],
}: {
  report: TwinsReport;
  siteName: string;
  summary: string;
  origin: string;
  fullTexts?: readonly FullText[];
}): string {
  const lines = [`# ${siteName}`, '', `> ${summary}`];
  for (const group of [...docsSets.map((set) => set.id), NEWSPLUS.id]) {
    const twins = report.twins.filter((twin) => twin.group === group);
    if (twins.length === 0) continue;
    lines.push('', `## ${sectionName(group, report.locale)}`, '');
    for (const twin of ordered(group, twins)) {
      const description = twin.description === '' ? '' : `: ${twin.description}`;
      lines.push(`- [${escapeLabel(twin.title)}](${origin}${encodeURI(twin.twinUrl)})${description}`);
    }
  }
  if (fullTexts.length > 0) {
    // llmstxt.org: what an assistant may skip when its context is short.
    lines.push('', '## Optional', '');
    for (const full of fullTexts) {
      const kb = Math.round(Buffer.byteLength(full.text) / 1024);
      const {label, description} = FULL_TEXT[report.locale](full.name, full.pages, kb);
      lines.push(`- [${escapeLabel(label)}](${origin}${encodeURI(full.url)}): ${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes each locale's llms.txt and its docs sets' llms-full.txt, naming the site and its address as its built
 * home page does.
 */
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
    const fullTexts = llmsFullTxt(report, origin);
    for (const full of fullTexts) {
      await writeFile(path.join(root, full.url), full.text);
    }
    await writeFile(path.join(dir, 'llms.txt'), llmsTxt({report, siteName, summary, origin, fullTexts}));
  }
}
