import path from 'node:path';
import {runScaffold, UsageError, writeNewFiles} from './site/scaffold';
import {contentPlugins, siteRelative, withSite, type ContentPlugin, type LoadedSite} from './site/site';

const USAGE = `Usage: npm run new:doc -- <set> <path>

Creates a documentation page in Japanese and English at the same path:
  <set>   the id of a docs set in config/docsSets.ts: default, base, cardano, icp, ...
  <path>  the page inside the set, without .md, e.g. f13/arch/security:
          lowercase letters, digits, - and _ in each folder and file name`;

/** A file or folder name Docusaurus keeps as is: not hidden (`_`), without a number prefix it would strip. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const NUMBER_PREFIX = /^\d+[-_.]/;

function parseRequest(args: string[]): {setId: string; docPath: string} {
  if (args.length !== 2) {
    throw new UsageError(USAGE);
  }
  const [setId, rawPath] = args as [string, string];
  const docPath = rawPath.replace(/\.md$/, '');
  const bad = docPath.split('/').find((segment) => !SEGMENT.test(segment) || NUMBER_PREFIX.test(segment));
  if (bad !== undefined) {
    throw new UsageError(
      `"${rawPath}" is not a valid page path: "${bad}" must be lowercase letters, digits, - and _, not start with _ ` +
        'or a number prefix like 01-, and not be empty. Order pages in the sidebar file instead.',
    );
  }
  return {setId, docPath};
}

/** The docs sets, as the site config builds them from config/docsSets.ts, with their sidebar file. */
function docsSets(site: LoadedSite): (ContentPlugin & {sidebarFile?: string})[] {
  return contentPlugins(site)
    .filter(({name}) => name === 'docusaurus-plugin-content-docs')
    .map((set) => {
      const {sidebarPath} = set.options;
      return {
        ...set,
        sidebarFile: typeof sidebarPath === 'string' ? path.resolve(site.context.siteDir, sidebarPath) : undefined,
      };
    });
}

function japaneseDoc(englishFile: string): string {
  return `---
title: "ページのタイトルに書き換えてください"
description: "検索結果やSNSのカードに表示される要約です。ページの内容を一、二文、120字程度までで書いてください。"
sidebar_label: "サイドバーに表示する短い名前に書き換えてください"
---

この段落はページの導入です。このページで何がわかるのか、誰に向けたページなのかを二、三文で書いてください。

## 最初の見出しに書き換えてください

本文はここから書きます。見出しは H2（\`##\`）から始めます。英語版 \`${englishFile}\` には、同じ数の H2 見出し、コードブロック、Mermaid 図を置いてください（\`npm run check:i18n\` が確かめます）。

同じドキュメントセットのページへは、\`./other-page.md\` のように Markdown ファイルへの相対パスでリンクします。英語版では同じリンクが英語のページを指します。
`;
}

function englishDoc(japaneseFile: string): string {
  return `---
title: "Replace this with the title of the page"
description: "The summary shown in search results and on social cards: one or two sentences, up to about 160 characters."
sidebar_label: "Replace this with the short name shown in the sidebar"
---

This paragraph introduces the page. Say in two or three sentences what the reader learns here and who the page is for.

## Replace this with the first heading

Write the body from here, starting headings at H2 (\`##\`). Keep the same number of H2 headings, code blocks and Mermaid diagrams as the Japanese page \`${japaneseFile}\` (\`npm run check:i18n\` checks this).

Link to pages of the same docs set with a relative path to their Markdown file, such as \`./other-page.md\`; in the English version the same link leads to the English page.
`;
}

/** Creates the docs page `args` ask for in both languages; returns what to tell the writer. */
export async function newDoc(siteDir: string, args: string[]): Promise<string> {
  const {setId, docPath} = parseRequest(args);
  return withSite(siteDir, 'en', async (site) => {
    const sets = docsSets(site);
    const set = sets.find(({id}) => id === setId);
    if (set === undefined) {
      const known = sets.map(({id, sourceDir}) => `${id} (${siteRelative(site, sourceDir)}/)`).join(', ');
      throw new UsageError(`Unknown docs set "${setId}"; the sets in config/docsSets.ts are: ${known}.`);
    }
    const japaneseFile = siteRelative(site, path.join(set.sourceDir, `${docPath}.md`));
    const englishFile = siteRelative(site, path.join(set.translationDir, `${docPath}.md`));
    await writeNewFiles(siteDir, [
      {file: japaneseFile, text: japaneseDoc(englishFile)},
      {file: englishFile, text: englishDoc(japaneseFile)},
    ]);
    const report = [`Created ${japaneseFile}`, `    and ${englishFile}`];
    if (set.sidebarFile !== undefined) {
      report.push(
        `Add '${docPath}' to the sidebar in ${siteRelative(site, set.sidebarFile)} where the page belongs;` +
          ' until then it is built but not listed in the sidebar.',
      );
    }
    report.push('Next: replace the text of both files, then run `npm run check:i18n` and preview with `npm run dev`.');
    return report.join('\n');
  });
}

if (require.main === module) {
  runScaffold(() => newDoc(process.cwd(), process.argv.slice(2)));
}
