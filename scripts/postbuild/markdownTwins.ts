import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parse as parseYaml, stringify as stringifyYaml} from 'yaml';
import {docsSets, type DocsSet} from '../../config/docsSets';
import {pageTypeOf} from '../../common/pageTypes';
import {DEFAULT_LOCALE, localeBase, markdownTwinPath, sitemapPaths, type Locale} from '../../common/sitePaths';

/**
 * Every docs page and News Plus post in each locale as a Markdown file beside its page (the page's address +
 * `.md`, `index.md` inside a page whose address ends in `/`: common/sitePaths.ts, `markdownTwinPath`), for
 * readers' AI tools; llmsTxt.ts lists them. Made from the page's Markdown source of that locale, not from the
 * built HTML: the source is already the clean text. Docusaurus writes no page-to-file mapping into the build, so
 * the address of each source is derived here with Docusaurus's rules (docs: the file's path, or its front
 * matter's `id`/`slug`; posts: `slug`, or the file name's date and name), and the build fails when the
 * result differs from the docs pages and posts the sitemaps list. The generated category pages and News Plus
 * lists have no source and no twin.
 *
 * docusaurus-plugin-llms (0.6) was measured on this site's content and not taken: in English it wrote 25 of 36
 * twins from the Japanese sources, named index pages `/docs/cardano.md` rather than after their address, kept
 * `:::note` directives as they are, left `/docs/…` links without the `/en` prefix, and named its sections
 * after folders (`docs-cardano`) instead of the docs sets.
 */

/** The front matter fields the site uses to place and describe a page. */
interface FrontMatter {
  title?: unknown;
  description?: unknown;
  slug?: unknown;
  id?: unknown;
  draft?: unknown;
  unlisted?: unknown;
}

export interface TwinSource {
  /** The docs set's id, or `newsplus`. */
  group: string;
  /** The source file's path inside its folder, `/`-separated (`f13/arch/flow.md`); the same in every locale. */
  relPath: string;
  /** The file read for this locale: the translation, or the Japanese source when there is none. */
  file: string;
  /** The page's address in this locale (`/en/docs/cardano/f13/arch/flow`). */
  pageUrl: string;
  /** Newest first for posts: the date of the file name (`2025-03-11`). */
  date?: string;
}

export interface Twin extends TwinSource {
  twinUrl: string;
  title: string;
  description: string;
  markdown: string;
}

export const NEWSPLUS = {id: 'newsplus', path: 'newsplus', routeBasePath: 'newsplus'} as const;

const MARKDOWN_FILE = /\.mdx?$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const POST_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;
/** Docusaurus's number prefix (`01-intro` → `intro`), which it strips from docs' paths. */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*(?=[^-_.\s])/;

export function splitFrontMatter(source: string): {frontMatter: FrontMatter; body: string} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {frontMatter: {}, body: source};
  const parsed: unknown = parseYaml(match[1]!);
  return {
    frontMatter: parsed && typeof parsed === 'object' ? parsed : {},
    body: source.slice(match[0].length),
  };
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/** A doc's address inside its set (`f13/arch/flow`, `ccc/`, ``), as Docusaurus makes it. */
export function docRoute(relPath: string, frontMatter: FrontMatter): string {
  const parts = relPath.replace(MARKDOWN_FILE, '').split('/');
  const name = parts.pop()!;
  const dirs = parts.map((part) => part.replace(NUMBER_PREFIX, ''));
  const dir = dirs.join('/');
  const slug = text(frontMatter.slug);
  if (slug !== undefined) {
    const joined = slug.startsWith('/') ? slug : `${dir}/${slug}`;
    return joined.replace(/^\/+/, '').replace(/\/{2,}/g, '/');
  }
  const id = text(frontMatter.id) ?? name.replace(NUMBER_PREFIX, '');
  // `index.md`, `README.md` and `x/x.md` are the folder's own page, whose address ends in `/`.
  const isIndex = /^(index|readme)$/i.test(id) || (dirs.length > 0 && id === dirs.at(-1));
  if (isIndex) return dir === '' ? '' : `${dir}/`;
  return dir === '' ? id : `${dir}/${id}`;
}

/** A post's address inside News Plus (`hydra-faq`), and its date. */
export function postRoute(relPath: string, frontMatter: FrontMatter): {route: string; date?: string} {
  const name = relPath.replace(MARKDOWN_FILE, '').replace(/\/index$/, '');
  const dated = POST_FILE.exec(name);
  const date = dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
  const slug = text(frontMatter.slug);
  if (slug !== undefined) return {route: slug.replace(/^\/+/, ''), date};
  return {route: dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : name, date};
}

async function markdownFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, {recursive: true}))
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => MARKDOWN_FILE.test(name) && !name.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Where a locale's translation of a content folder lives (i18n/en/docusaurus-plugin-content-docs-cardano/current). */
function translationDir(siteDir: string, locale: Locale, group: DocsSet | typeof NEWSPLUS): string {
  if (group === NEWSPLUS) return path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog');
  const suffix = group.id === 'default' ? '' : `-${group.id}`;
  return path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs${suffix}`, 'current');
}

/** Every docs page and post of a locale, with the file it is read from and its address. */
export async function twinSources(siteDir: string, locale: Locale): Promise<TwinSource[]> {
  const sources: TwinSource[] = [];
  for (const group of [...docsSets, NEWSPLUS]) {
    const sourceDir = path.join(siteDir, group.path);
    const translated = translationDir(siteDir, locale, group);
    for (const relPath of await markdownFiles(sourceDir)) {
      const own = path.join(translated, relPath);
      const file = locale !== DEFAULT_LOCALE && existsSync(own) ? own : path.join(sourceDir, relPath);
      const {frontMatter} = splitFrontMatter(await readFile(file, 'utf8'));
      if (frontMatter.draft === true || frontMatter.unlisted === true) continue;
      const base = `${localeBase(locale)}/${group.routeBasePath}/`;
      if (group === NEWSPLUS) {
        const {route, date} = postRoute(relPath, frontMatter);
        sources.push({group: group.id, relPath, file, pageUrl: base + route, date});
      } else {
        sources.push({group: group.id, relPath, file, pageUrl: base + docRoute(relPath, frontMatter)});
      }
    }
  }
  return sources;
}

/** Admonition openers (`:::note`, `:::info[Title]`, `:::tip Title`) and their default titles. */
const ADMONITION =
  /^(\s*):::(note|tip|info|warning|danger|caution|important|success|secondary)(?:\[(.*)\]|\s+(.*))?\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** Links to rewrite: `](target)` and reference definitions `[x]: target`. Code spans are left alone. */
function rewriteLinks(line: string, resolve: (target: string) => string): string {
  const definition = /^(\s*\[[^\]]+\]:\s*)(\S+)(.*)$/.exec(line);
  if (definition) return `${definition[1]}${resolve(definition[2]!)}${definition[3]}`;
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(
            /\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g,
            (_, target: string, title: string) => `](${resolve(target)}${title})`,
          ),
    )
    .join('');
}

/**
 * A source's Markdown as its twin: front matter reduced to title and description, the title as the H1 when the
 * text has none, MDX imports and exports and the `truncate` marker left out, admonitions as blockquotes with
 * their title in bold, links as site-absolute addresses in the page's locale. Code (Mermaid included) is kept.
 */
export function toTwinMarkdown(
  source: string,
  {locale, resolveDoc}: {locale: Locale; resolveDoc: (target: string) => string | undefined},
): {title: string; description: string; markdown: string} {
  const {frontMatter, body} = splitFrontMatter(source);
  const resolve = (target: string): string => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//')) return target;
    if (target.startsWith('/')) {
      const base = localeBase(locale);
      return base === '' || target === base || target.startsWith(`${base}/`) ? target : `${base}${target}`;
    }
    return resolveDoc(target) ?? target;
  };
  const out: string[] = [];
  let fence: string | undefined;
  let depth = 0;
  for (const line of body.split(/\r?\n/)) {
    const quote = '> '.repeat(depth);
    const fenced = FENCE.exec(line);
    if (fence !== undefined) {
      if (fenced && fenced[2]!.startsWith(fence) && line.trim() === fenced[2]) fence = undefined;
      out.push(quote + line);
      continue;
    }
    if (fenced) {
      fence = fenced[2]!;
      out.push(quote + line);
      continue;
    }
    const admonition = ADMONITION.exec(line);
    if (admonition) {
      const kind = admonition[2]!;
      const title = (admonition[3] ?? admonition[4] ?? '').trim() || kind[0]!.toUpperCase() + kind.slice(1);
      out.push(`${quote}> **${title}**`, `${quote}>`);
      depth += 1;
      continue;
    }
    if (depth > 0 && /^\s*:::\s*$/.test(line)) {
      // The blank lines that open and close an admonition's text are not kept as empty quote lines.
      while (out.length > 0 && out.at(-1) === quote.trimEnd()) out.pop();
      depth -= 1;
      continue;
    }
    if (depth > 0 && line.trim() === '' && out.at(-1) === quote.trimEnd()) continue;
    if (/^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/.test(line)) continue;
    if (depth === 0 && /^(import|export)\s/.test(line)) continue;
    out.push((quote + rewriteLinks(line, resolve)).replace(/\s+$/, ''));
  }
  const content = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const title = text(frontMatter.title) ?? /^#\s+(.+)$/m.exec(content)?.[1] ?? '';
  const description = (text(frontMatter.description) ?? '').replace(/\s+/g, ' ').trim();
  const head = stringifyYaml({title, description}, {lineWidth: 0}).trim();
  const h1 = /^#\s/.test(content) ? '' : `# ${title}\n\n`;
  return {title, description, markdown: `---\n${head}\n---\n\n${h1}${content}\n`};
}

/** The twin of every source, with its links resolved against the other sources of its docs set or News Plus. */
export async function makeTwins(sources: readonly TwinSource[], locale: Locale): Promise<Twin[]> {
  const byFile = new Map(sources.map((source) => [`${source.group}:${source.relPath}`, source.pageUrl]));
  return Promise.all(
    sources.map(async (source) => {
      const resolveDoc = (target: string) => {
        const [file = '', hash = ''] = target.split(/(?=#)/);
        const clean = decodeURIComponent(file);
        if (!MARKDOWN_FILE.test(clean)) return undefined;
        const relPath = path.posix.normalize(path.posix.join(path.posix.dirname(source.relPath), clean));
        const pageUrl = byFile.get(`${source.group}:${relPath}`);
        return pageUrl === undefined ? undefined : pageUrl + hash;
      };
      const twin = toTwinMarkdown(await readFile(source.file, 'utf8'), {locale, resolveDoc});
      return {...source, ...twin, twinUrl: markdownTwinPath(source.pageUrl)};
    }),
  );
}

/** The docs pages and posts a sitemap lists: the pages that must have a twin. */
export function twinnedPaths(sitemap: readonly string[]): string[] {
  const types = new Set(['docs-set-root', 'docs-page', 'newsplus-post']);
  return sitemap.filter((url) => types.has(pageTypeOf(url)?.id ?? ''));
}

export interface TwinsReport {
  locale: Locale;
  twins: Twin[];
}

/**
 * Writes the twins of every locale built under `root` (the one whose sitemap is there) and checks them against
 * the sitemap: a docs page or post without a twin, or a twin of no listed page, fails the build.
 */
export async function writeMarkdownTwins(
  root: string,
  siteDir: string,
  locales: readonly Locale[],
): Promise<TwinsReport[]> {
  const reports: TwinsReport[] = [];
  for (const locale of locales) {
    const sitemap = path.join(root, localeBase(locale), 'sitemap.xml');
    if (!existsSync(sitemap)) continue;
    const twins = await makeTwins(await twinSources(siteDir, locale), locale);
    const listed = new Set(twinnedPaths(sitemapPaths(await readFile(sitemap, 'utf8'))));
    const made = new Set(twins.map((twin) => twin.pageUrl));
    const missing = [...listed].filter((url) => !made.has(url));
    const extra = [...made].filter((url) => !listed.has(url));
    if (missing.length > 0 || extra.length > 0) {
      throw new Error(
        `Markdown twins (${locale}): no source found for ${missing.join(', ') || 'none'}; ` +
          `no sitemap entry for ${extra.join(', ') || 'none'}`,
      );
    }
    for (const twin of twins) {
      const file = path.join(root, twin.twinUrl);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, twin.markdown);
    }
    reports.push({locale, twins});
  }
  return reports;
}
