import {cp, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {lintLanguage, type Finding} from './lint';
import {JAPANESE} from './languages';
import {jsonMessageSnippets, yamlSnippets} from './virtual';

const SITE = path.resolve(__dirname, '../..');
const CONFIGS = [
  '.textlintrc.json',
  '.textlintrc.en.json',
  'prh.yml',
  'glossary.yml',
  'cspell.config.yaml',
  'cspell-words.txt',
];

/** A Japanese page with one violation on each numbered line, in each place a visitor reads text. */
const JAPANESE_PAGE = `---
title: "閾値の設定"
description: "アンカー UTxOを使う手順です。"
sidebar_label: "ホロリアル カプセル"
---

導入の段落です。

## ナンスの扱い

| 項目 | 説明 |
| --- | --- |
| 状態チャネル | ポリシー IDを確認 |

[HoloReal Capsuleの紹介](./other.md)を読んでください。

**インタフェース**を使います。

:::note[閾値の注記]

注記です。

:::

\`\`\`mermaid
flowchart LR
  A["状態チャネル"] --> B["キャニスター IDを登録"]
  B -->|"POST /v1/events"| C["検証"]
\`\`\`

ホロリアルカプセルの紹介（40字程度まで）

## ホロリアル 開発チーム

| 項目 | 説明 |
| --- | --- |
| 担当 | ホロリアル 広報チーム |

データ ストアはホロリアル 開発チームが運用します。
`;

const ENGLISH_PAGE = `---
title: "How to recieve events"
---

Events arrive in batches.

## The seperate heading

| Term | Meaning |
| --- | --- |
| Colour | The color of the light |

[Recieve the proof](./other.md) from the gateway.

Say in two or three sentences what happened and what it changes for the reader.

TODO: add the diagram.

Lorem ipsum dolor sit amet.

\`\`\`mermaid
flowchart LR
  A["Organise the batch"] --> B["Sign"]
\`\`\`
`;

const TAGS = `hydra:
  label: 'Hydra'
  description: '状態チャネルの記事です。'
`;

const CODE_JSON = `{
  "home.title": {
    "message": "Recieve updates"
  }
}
`;

const JA = 'docs/planted.md';
const EN = 'i18n/en/docs/planted.md';

/** Where each planted violation is, and the rule that must report it there. */
const PLANTED: {what: string; where: string; line: number; rule: string}[] = [
  {what: 'a dictionary term in the front matter title', where: JA, line: 2, rule: 'prh'},
  {what: 'a spacing error after ー in the description', where: JA, line: 3, rule: 'ja-no-space-around-long-vowel'},
  {what: 'a spaced product name in the sidebar label', where: JA, line: 4, rule: 'prh'},
  {what: 'a dictionary term in a heading', where: JA, line: 9, rule: 'prh'},
  {what: 'a dictionary term in a table cell', where: JA, line: 13, rule: 'prh'},
  {what: 'a spacing error after ー in a table cell', where: JA, line: 13, rule: 'ja-no-space-around-long-vowel'},
  {what: 'a miscased product name in link text', where: JA, line: 15, rule: 'prh'},
  {what: 'a dictionary term in bold', where: JA, line: 17, rule: 'prh'},
  {what: 'a dictionary term in an admonition title', where: JA, line: 19, rule: 'prh'},
  {what: 'a dictionary term in a Mermaid label', where: JA, line: 27, rule: 'prh'},
  {what: 'a spacing error after ー in a Mermaid label', where: JA, line: 27, rule: 'ja-no-space-around-long-vowel'},
  {what: 'half-edited scaffold guidance', where: JA, line: 31, rule: 'scaffold-placeholder'},
  {what: 'a space between Japanese words in a heading', where: JA, line: 33, rule: 'ja-no-space-between-full-width'},
  {what: 'a space between Japanese words in a table cell', where: JA, line: 37, rule: 'ja-no-space-between-full-width'},
  // The katakana compound (データ ストア) on the same line is allowed, as in preset-ja-spacing.
  {what: 'a space between Japanese words in a paragraph', where: JA, line: 39, rule: 'ja-no-space-between-full-width'},
  {what: 'a dictionary term in a tag description', where: 'newsplus/tags.yml', line: 3, rule: 'prh'},
  {what: 'a dictionary term in an interface string', where: 'src/ translate id "planted"', line: 1, rule: 'prh'},
  {what: 'a misspelling in the front matter title', where: EN, line: 2, rule: 'spelling'},
  {what: 'a misspelling in a heading', where: EN, line: 7, rule: 'spelling'},
  {what: 'a British spelling in a table cell', where: EN, line: 11, rule: 'spelling'},
  {what: 'a misspelling in link text', where: EN, line: 13, rule: 'spelling'},
  {what: 'scaffold guidance', where: EN, line: 15, rule: 'scaffold-placeholder'},
  {what: 'a TODO', where: EN, line: 17, rule: 'scaffold-placeholder'},
  {what: 'filler text', where: EN, line: 19, rule: 'scaffold-placeholder'},
  {what: 'a British spelling in a Mermaid label', where: EN, line: 23, rule: 'spelling'},
  {what: 'a misspelling in an interface string', where: 'i18n/en/code.json', line: 3, rule: 'spelling'},
];

describe('lint:text reports a violation planted in each place a visitor reads text', () => {
  let site: string;
  let findings: Finding[];

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'lint-text-planted-'));
    for (const file of CONFIGS) {
      await cp(path.join(SITE, file), path.join(site, file));
    }
    await mkdir(path.join(site, 'docs'));
    await mkdir(path.join(site, 'i18n/en/docs'), {recursive: true});
    await mkdir(path.join(site, 'newsplus'));
    await writeFile(path.join(site, JA), JAPANESE_PAGE);
    await writeFile(path.join(site, EN), ENGLISH_PAGE);
    await writeFile(path.join(site, 'newsplus/tags.yml'), TAGS);
    await writeFile(path.join(site, 'i18n/en/code.json'), CODE_JSON);
    const read = (file: string) => readFile(path.join(site, file), 'utf8');
    findings = [
      ...(await lintLanguage(
        site,
        {
          config: '.textlintrc.json',
          glossary: 'ja',
          sources: ['docs/**/*.md'],
          spacedScript: JAPANESE,
          ui: [
            ...yamlSnippets('newsplus/tags.yml', await read('newsplus/tags.yml'), ['label', 'description']),
            {where: 'src/ translate id "planted"', line: 1, text: '閾値を確認する'},
          ],
        },
        false,
      )),
      ...(await lintLanguage(
        site,
        {
          config: '.textlintrc.en.json',
          glossary: 'en',
          sources: ['i18n/en/**/*.md'],
          ui: jsonMessageSnippets('i18n/en/code.json', await read('i18n/en/code.json')),
          spelling: 'cspell.config.yaml',
        },
        false,
      )),
    ];
  }, 60_000);

  afterAll(async () => {
    await rm(site, {recursive: true, force: true});
  });

  it.each(PLANTED)('$what ($where:$line, $rule)', ({where, line, rule}) => {
    expect(findings).toContainEqual(expect.objectContaining({where, line, rule}));
  });

  // Line 28 holds a label without Japanese (POST /v1/events), which the Japanese spacing rules leave alone.
  it('reports nothing on the lines without a planted violation', () => {
    const planted = new Set(PLANTED.map(({where, line}) => `${where}:${line}`));
    expect(findings.filter(({where, line}) => !planted.has(`${where}:${line}`))).toEqual([]);
  });
});
