import {cp, mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {lintLanguage} from './lint';
import {findPlaceholders} from './placeholders';

const SITE = path.resolve(__dirname, '../..');

describe('the scaffold placeholder check', () => {
  let site: string;

  beforeAll(async () => {
    // A site with the real Japanese config and dictionaries and one page.
    site = await mkdtemp(path.join(tmpdir(), 'lint-text-'));
    for (const file of ['.textlintrc.json', 'prh.yml', 'glossary.yml']) {
      await cp(path.join(SITE, file), path.join(site, file));
    }
    await mkdir(path.join(site, 'docs'));
  });

  afterAll(async () => {
    await rm(site, {recursive: true, force: true});
  });

  const lintPage = async (text: string) => {
    await writeFile(path.join(site, 'docs/page.md'), text);
    return lintLanguage(site, {config: '.textlintrc.json', glossary: 'ja', sources: ['docs/**/*.md'], ui: []}, false);
  };

  it('fails a page that still holds scaffold text, with its file and line', async () => {
    const findings = await lintPage(
      [
        '---',
        'title: "Hydraの運用"',
        '---',
        '',
        'Hydraのヘッドを運用するときの手順です。',
        '',
        '## 最初の見出しに書き換えてください',
        '',
        '本文はここから書きます。見出しはH2から始めます。',
        '',
      ].join('\n'),
    );
    expect(findings.filter(({rule}) => rule === 'scaffold-placeholder')).toEqual([
      expect.objectContaining({where: 'docs/page.md', line: 7}),
      expect.objectContaining({where: 'docs/page.md', line: 9}),
    ]);
  });

  it('finds a placeholder left in the front matter, which textlint itself does not read', () => {
    expect(findPlaceholders('---\ntitle: "Replace this with the title of the page"\n---\n')).toEqual([
      {line: 2, text: 'title: "Replace this with the title of the page"'},
    ]);
  });

  it('finds guidance left in a line the writer has half edited, and TODO or filler text', () => {
    const lines = [
      'title: "Hydraヘッドの運用手順（40字程度まで）"',
      'description: "Hydraの運用手順です。記事の内容を一、二文、120字程度までで書いてください。"',
      'Hydra heads at the booth. Say in two or three sentences what happened and what it changes.',
      'description: "Running a Hydra head: one or two sentences, up to about 160 characters."',
      'TODO: 図を追加する',
      'Lorem ipsum dolor sit amet.',
      'しきい値は40字程度です。TODOリストのアプリを作りました。',
    ];
    expect(findPlaceholders(lines.join('\n')).map(({line}) => line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('passes the page once the writer has replaced the text', async () => {
    expect(await lintPage('---\ntitle: "Hydraの運用"\n---\n\nHydraのヘッドを運用するときの手順です。\n')).toEqual([]);
  });
});
