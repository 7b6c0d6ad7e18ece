import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {isMap, parseDocument, Scalar} from 'yaml';
import {contentFiles} from './site/contentFiles';
import {readMarkdownFacts} from './site/markdown';
import {runScaffold, UsageError, writeNewFiles} from './site/scaffold';
import {contentPlugins, siteRelative, withSite, type ContentPlugin, type LoadedSite} from './site/site';

const USAGE = `Usage: npm run new:post -- <slug> [--author <key>] [--tag <key>]... [--date YYYY-MM-DD]

Creates a News Plus post in Japanese and English with the same file name:
  newsplus/YYYY-MM-DD-<slug>.md and i18n/en/docusaurus-plugin-content-blog/YYYY-MM-DD-<slug>.md
  <slug>       the URL of the post, /newsplus/<slug>: lowercase letters, digits and hyphens
  --author     a key of newsplus/authors.yml (default: its first author)
  --tag        a key of newsplus/tags.yml, repeatable; the year tag is always added
  --date       the publication date (default: today)`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^(\d{4})-\d{2}-\d{2}$/;

interface PostRequest {
  slug: string;
  date: string;
  year: string;
  author?: string;
  tags: string[];
}

function parseRequest(args: string[]): PostRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {author: {type: 'string'}, tag: {type: 'string', multiple: true}, date: {type: 'string'}},
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const {positionals, values} = parsed;
  if (positionals.length !== 1) {
    throw new UsageError(USAGE);
  }
  const [slug] = positionals as [string];
  if (!SLUG.test(slug)) {
    throw new UsageError(
      `"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens, e.g. hp-renewal-2026.`,
    );
  }
  const date = values.date ?? today();
  const year = DATE.exec(date)?.[1];
  if (year === undefined || Number.isNaN(Date.parse(date)) || new Date(date).toISOString().slice(0, 10) !== date) {
    throw new UsageError(`"${date}" is not a date: write it as YYYY-MM-DD, e.g. 2026-04-01.`);
  }
  return {slug, date, year, author: values.author, tags: values.tag ?? []};
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The blog, with the names of its data files, as the site config sets them. */
interface Blog extends ContentPlugin {
  tagsFile: string;
  authorsFile: string;
}

function blogOf(site: LoadedSite): Blog {
  const blog = contentPlugins(site).find(({name}) => name === 'docusaurus-plugin-content-blog');
  if (blog === undefined || typeof blog.options.tags !== 'string' || typeof blog.options.authorsMapPath !== 'string') {
    throw new Error('the site has no blog with a tags file and an authors map');
  }
  return {...blog, tagsFile: blog.options.tags, authorsFile: blog.options.authorsMapPath};
}

async function yamlKeys(file: string): Promise<string[]> {
  const map = parseDocument(await readFile(file, 'utf8')).contents;
  return isMap(map) ? map.items.map((item) => String(item.key)) : [];
}

/** Slugs of the existing posts, with the file that uses each. */
async function usedSlugs(site: LoadedSite, blog: Blog): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  const files = (await contentFiles(site)).find(({sourceDir}) => sourceDir === blog.sourceDir)?.sources ?? [];
  for (const file of files) {
    const {frontMatter} = await readMarkdownFacts(path.join(blog.sourceDir, file));
    const slug =
      typeof frontMatter.slug === 'string' ? frontMatter.slug : file.replace(/^\d{4}-\d{2}-\d{2}-|\.mdx?$/g, '');
    slugs.set(slug.replace(/^\//, ''), siteRelative(site, path.join(blog.sourceDir, file)));
  }
  return slugs;
}

/** The author of the post, after checking the request against the authors, tags and slugs the blog has. */
async function checkRequest(site: LoadedSite, blog: Blog, request: PostRequest): Promise<string> {
  const authorsFile = path.join(blog.sourceDir, blog.authorsFile);
  const authors = await yamlKeys(authorsFile);
  const author = request.author ?? authors[0]!;
  if (!authors.includes(author)) {
    const known = authors.join(', ');
    throw new UsageError(
      `Unknown author "${author}"; the authors in ${siteRelative(site, authorsFile)} are: ${known}.`,
    );
  }
  const tagsFile = path.join(blog.sourceDir, blog.tagsFile);
  const tags = await yamlKeys(tagsFile);
  const unknown = request.tags.filter((tag) => !tags.includes(tag));
  if (unknown.length > 0) {
    const known = tags.join(', ');
    throw new UsageError(
      `Unknown tag ${unknown.join(', ')}; the tags in ${siteRelative(site, tagsFile)} are: ${known}.`,
    );
  }
  const usedBy = (await usedSlugs(site, blog)).get(request.slug);
  if (usedBy !== undefined) {
    throw new UsageError(`The slug "${request.slug}" is taken by ${usedBy}; choose another.`);
  }
  return author;
}

/** Adds the year's tag to a tags file that lacks it, after the other years. Returns whether it did. */
async function addYearTag(file: string, year: string, description: string): Promise<boolean> {
  const doc = parseDocument(await readFile(file, 'utf8'));
  const map = doc.contents;
  if (!isMap(map) || map.has(year)) {
    return false;
  }
  const key = new Scalar(year);
  key.type = Scalar.QUOTE_SINGLE;
  key.spaceBefore = true;
  const label = new Scalar(year);
  label.type = Scalar.QUOTE_SINGLE;
  const entry = doc.createNode({label, permalink: `/${year}`, description});
  const afterYears = map.items.reduce((index, item, i) => (/^\d{4}$/.test(String(item.key)) ? i + 1 : index), 0);
  map.items.splice(afterYears, 0, doc.createPair(key, entry) as (typeof map.items)[number]);
  await writeFile(file, doc.toString());
  return true;
}

function frontMatter(request: PostRequest, author: string, title: string, description: string): string {
  const tags = [request.year, ...request.tags.filter((tag) => tag !== request.year)];
  return [
    '---',
    `slug: ${request.slug}`,
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `authors: [${author}]`,
    `tags: [${tags.map((tag) => `'${tag}'`).join(', ')}]`,
    '---',
  ].join('\n');
}

function japanesePost(request: PostRequest, author: string, englishFile: string): string {
  return `${frontMatter(
    request,
    author,
    '記事のタイトルに書き換えてください（40字程度まで）',
    '検索結果やSNSのカードに表示される要約です。記事の内容を一、二文、120字程度までで書いてください。',
  )}

この段落はリード文で、記事一覧にも表示されます。何があったのか、読者にとって何が変わるのかを二、三文で書いてください。

<!-- truncate -->

## 最初の見出しに書き換えてください

本文はここから書きます。見出しは H2（\`##\`）から始めます。英語版 \`${englishFile}\` には、同じ数の H2 見出し、コードブロック、Mermaid 図を置いてください（\`npm run check:i18n\` が確かめます）。

画像は \`static/img/newsplus/${request.slug}/\` に置き、\`![画像の内容を説明する代替テキスト](/img/newsplus/${request.slug}/photo.jpg)\` のように書きます。
`;
}

function englishPost(request: PostRequest, author: string, japaneseFile: string): string {
  return `${frontMatter(
    request,
    author,
    'Replace this with the English title of the post',
    'The summary shown in search results and on social cards: one or two sentences, up to about 160 characters.',
  )}

This paragraph is the lead, which the post list shows too. Say in two or three sentences what happened and what it changes for the reader.

<!-- truncate -->

## Replace this with the first heading

Write the body from here, starting headings at H2 (\`##\`). Keep the same number of H2 headings, code blocks and Mermaid diagrams as the Japanese post \`${japaneseFile}\` (\`npm run check:i18n\` checks this).

Put images in \`static/img/newsplus/${request.slug}/\` and write them as \`![Alt text that says what the image shows](/img/newsplus/${request.slug}/photo.jpg)\`.
`;
}

/** Creates the post `args` ask for in both languages; returns what to tell the writer. */
export async function newPost(siteDir: string, args: string[]): Promise<string> {
  const request = parseRequest(args);
  return withSite(siteDir, 'en', async (site) => {
    const blog = blogOf(site);
    const author = await checkRequest(site, blog, request);
    const name = `${request.date}-${request.slug}.md`;
    const japaneseFile = siteRelative(site, path.join(blog.sourceDir, name));
    const englishFile = siteRelative(site, path.join(blog.translationDir, name));
    await writeNewFiles(siteDir, [
      {file: japaneseFile, text: japanesePost(request, author, englishFile)},
      {file: englishFile, text: englishPost(request, author, japaneseFile)},
    ]);
    const report = [`Created ${japaneseFile}`, `    and ${englishFile}`];

    const yearAdded = [
      await addYearTag(path.join(blog.sourceDir, blog.tagsFile), request.year, `${request.year}年に公開した記事です。`),
      await addYearTag(
        path.join(blog.translationDir, blog.tagsFile),
        request.year,
        `Posts published in ${request.year}.`,
      ),
    ].some(Boolean);
    if (yearAdded) {
      report.push(
        `Added the tag '${request.year}' to both ${blog.tagsFile} files. The News Plus menu of the navbar lists the` +
          ` years in config/navbar.ts: add ${request.year} there too (see MAINTAINING.md).`,
      );
    }
    report.push('Next: replace the text of both files, then run `npm run check:i18n` and preview with `npm run dev`.');
    return report.join('\n');
  });
}

if (require.main === module) {
  runScaffold(() => newPost(process.cwd(), process.argv.slice(2)));
}
