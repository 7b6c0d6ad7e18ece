import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeLlmsTxt} from './llmsTxt';
import {docRoute, postRoute, toTwinMarkdown, writeMarkdownTwins} from './markdownTwins';

const noDocs = () => undefined;

describe('Markdown twins: addresses', () => {
  it.each([
    ['hydra.md', {}, 'hydra'],
    ['f13/arch/flow.md', {}, 'f13/arch/flow'],
    ['index.md', {slug: '/'}, ''],
    ['ccc/index.md', {}, 'ccc/'],
    ['ccc/ccc.md', {}, 'ccc/'],
    ['01-intro/02-setup.md', {}, 'intro/setup'],
    ['a/b.md', {id: 'c'}, 'a/c'],
    ['a/b.md', {slug: 'other'}, 'a/other'],
    ['a/b.md', {slug: '/top/x'}, 'top/x'],
  ])('a doc at %s with %j is at %s in its set', (relPath, frontMatter, route) => {
    expect(docRoute(relPath, frontMatter)).toBe(route);
  });

  it('a post is at its slug, or at its file name as a date path', () => {
    expect(postRoute('2025-03-11-hydra-faq.md', {slug: 'hydra-faq'})).toEqual({route: 'hydra-faq', date: '2025-03-11'});
    expect(postRoute('2025-03-11-hydra-faq.md', {})).toEqual({route: '2025/03/11/hydra-faq', date: '2025-03-11'});
    expect(postRoute('2025-03-11-launch/index.md', {})).toEqual({route: '2025/03/11/launch', date: '2025-03-11'});
  });
});

describe('Markdown twins: the text', () => {
  const source = `---
sidebar_position: 2
title: "Hydra解説：入門"
description: "Hydra Headの仕組み"
tags: [cardano]
---

import Tabs from '@theme/Tabs';

要約。

<!-- truncate -->

[フロー](./flow.md#失効の手順)と[記事](/newsplus/hydra-faq)、[外部](https://hydra.family/)、\`[コード](./x.md)\`。

:::note[2024年9月17日追記]

公開しました。[案内](/newsplus/docs-icp-launch)

:::

:::tip

ヒント

:::

\`\`\`mermaid
flowchart LR
  A["鍵<br/>デバイス"] --> B
\`\`\`

\`\`\`ts
export const x = 1;
\`\`\`
`;
  const resolveDoc = (target: string) =>
    target.startsWith('./flow.md') ? `/en/docs/cardano/flow${target.slice(9)}` : undefined;

  it('keeps title and description, adds the H1, leaves out imports and the truncate marker, keeps code as it is', () => {
    const {title, description, markdown} = toTwinMarkdown(source, {locale: 'ja', resolveDoc: noDocs});
    expect(title).toBe('Hydra解説：入門');
    expect(description).toBe('Hydra Headの仕組み');
    expect(
      markdown.startsWith(
        '---\ntitle: Hydra解説：入門\ndescription: Hydra Headの仕組み\n---\n\n# Hydra解説：入門\n\n要約。\n\n',
      ),
    ).toBe(true);
    expect(markdown).not.toMatch(/import Tabs|truncate|sidebar_position|tags:/);
    expect(markdown).toContain('```mermaid\nflowchart LR\n  A["鍵<br/>デバイス"] --> B\n```');
    expect(markdown).toContain('```ts\nexport const x = 1;\n```');
  });

  it('writes admonitions as blockquotes with their title', () => {
    const {markdown} = toTwinMarkdown(source, {locale: 'ja', resolveDoc: noDocs});
    expect(markdown).toContain(
      '> **2024年9月17日追記**\n>\n> 公開しました。[案内](/newsplus/docs-icp-launch)\n\n> **Tip**\n>\n> ヒント\n',
    );
  });

  it('makes links site-absolute in the page locale, leaving external links and code spans alone', () => {
    const {markdown} = toTwinMarkdown(source, {locale: 'en', resolveDoc});
    expect(markdown).toContain(
      '[フロー](/en/docs/cardano/flow#失効の手順)と[記事](/en/newsplus/hydra-faq)、[外部](https://hydra.family/)、`[コード](./x.md)`。',
    );
  });
});

describe('Markdown twins and llms.txt: a small site', () => {
  it("writes a twin of every docs page and post, lists them with each docs set's full text, and fails on a page with no source", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'twins-'));
    const site = path.join(dir, 'site');
    const root = path.join(dir, 'build');
    const files: Record<string, string> = {
      'site/docs/index.md': '---\nslug: /\ntitle: 概要\ndescription: 入口\n---\n\n[Hydra](./x/hydra.md)\n',
      'site/docs/x/hydra.md': '---\ntitle: Hydra\ndescription: L2\n---\n\n本文\n',
      'site/i18n/en/docusaurus-plugin-content-docs/current/index.md':
        '---\nslug: /\ntitle: Overview\ndescription: Start\n---\n\n[Hydra](./x/hydra.md)\n',
      'site/newsplus/2025-03-11-hydra-faq.md': '---\nslug: hydra-faq\ntitle: FAQ\ndescription: 質問\n---\n\n答え\n',
      'site/newsplus/_draft.md': '---\ntitle: Not a post\n---\n',
      'build/index.html':
        '<html><head><title>ホーム | Holoreal</title><meta name="description" content="要約"><link rel="canonical" href="https://example.org/"></head></html>',
      'build/en/index.html':
        '<html><head><title>Home | Holoreal</title><meta name="description" content="Summary"><link rel="canonical" href="https://example.org/en/"></head></html>',
    };
    const sitemap = (base: string, paths: string[]) =>
      `<urlset>${paths.map((p) => `<url><loc>https://example.org${base}${p}</loc></url>`).join('')}</urlset>`;
    const pages = ['/docs/', '/docs/x/hydra', '/newsplus/hydra-faq', '/newsplus/tags/cardano', '/contact'];
    files['build/sitemap.xml'] = sitemap('', pages);
    files['build/en/sitemap.xml'] = sitemap('/en', pages);
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      writeFileSync(path.join(dir, name), content);
    }
    await writeLlmsTxt(root, await writeMarkdownTwins(root, site, ['ja', 'en']));
    expect(readFileSync(path.join(root, 'en/docs/index.md'), 'utf8')).toBe(
      '---\ntitle: Overview\ndescription: Start\n---\n\n# Overview\n\n[Hydra](/en/docs/x/hydra)\n',
    );
    // No English translation: the Japanese source.
    expect(readFileSync(path.join(root, 'en/docs/x/hydra.md'), 'utf8')).toContain('本文');
    expect(readFileSync(path.join(root, 'newsplus/hydra-faq.md'), 'utf8')).toContain('# FAQ\n\n答え');
    expect(readFileSync(path.join(root, 'llms.txt'), 'utf8')).toBe(
      [
        '# Holoreal',
        '',
        '> 要約',
        '',
        '## ドキュメント',
        '',
        '- [概要](https://example.org/docs/index.md): 入口',
        '- [Hydra](https://example.org/docs/x/hydra.md): L2',
        '',
        '## News Plus',
        '',
        '- [FAQ](https://example.org/newsplus/hydra-faq.md): 質問',
        '',
        '## Optional',
        '',
        '- [ドキュメント（全ページ）](https://example.org/docs/llms-full.txt): 2ページのMarkdownを1つにまとめたファイル（0 KB）',
        '',
      ].join('\n'),
    );
    // Every page of the set under its own H1 and address, the set's root first; no front matter.
    expect(readFileSync(path.join(root, 'docs/llms-full.txt'), 'utf8')).toBe(
      [
        '# ドキュメント',
        '',
        '> 入口',
        '',
        '# 概要',
        '',
        '<https://example.org/docs/>',
        '',
        '[Hydra](/docs/x/hydra)',
        '',
        '# Hydra',
        '',
        '<https://example.org/docs/x/hydra>',
        '',
        '本文',
        '',
      ].join('\n'),
    );
    expect(readFileSync(path.join(root, 'en/docs/llms-full.txt'), 'utf8')).toMatch(/^# Documentation\n\n> Start\n/);
    expect(readFileSync(path.join(root, 'en/llms.txt'), 'utf8')).toContain(
      '## Documentation\n\n- [Overview](https://example.org/en/docs/index.md): Start\n',
    );

    writeFileSync(path.join(root, 'sitemap.xml'), sitemap('', [...pages, '/docs/x/gone']));
    await expect(writeMarkdownTwins(root, site, ['ja'])).rejects.toThrow(/no source found for \/docs\/x\/gone/);
  });
});
