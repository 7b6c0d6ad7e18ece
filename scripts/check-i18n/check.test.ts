import {appendFile, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {checkI18n} from './check';
import {copySite} from '../site/copySite';

const FIXTURE = path.resolve(__dirname, '../../tests/fixtures/i18n/site');
const DOC = 'i18n/en/docusaurus-plugin-content-docs/current/intro.md';
const CODE = 'i18n/en/code.json';

const copies: string[] = [];

/** A fresh copy of the complete fixture site, removed after the test. */
async function fixtureCopy(): Promise<string> {
  const dir = await copySite(FIXTURE);
  copies.push(dir);
  return dir;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

async function editJson(file: string, change: (json: Record<string, unknown>) => void): Promise<void> {
  await edit(file, (text) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    change(json);
    return JSON.stringify(json);
  });
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((dir) => rm(dir, {recursive: true, force: true})));
});

describe('checkI18n on the fixture site', () => {
  it('passes a complete site', async () => {
    expect(await checkI18n(FIXTURE)).toEqual([]);
  });

  it('reports a missing English file', async () => {
    const site = await fixtureCopy();
    await rm(path.join(site, DOC));
    expect(await checkI18n(site)).toEqual([
      {file: DOC, key: '(file)', kind: 'missing', message: 'no translation of docs/intro.md'},
    ]);
  });

  it('reports an English file without a Japanese source', async () => {
    const site = await fixtureCopy();
    const orphan = 'i18n/en/docusaurus-plugin-content-blog/2025-02-01-gone.md';
    await writeFile(path.join(site, orphan), '---\ntitle: Gone\n---\n\nRemoved in Japanese.\n');
    expect(await checkI18n(site)).toEqual([
      {file: orphan, key: '(file)', kind: 'orphan', message: 'no Japanese source at news/2025-02-01-gone.md'},
    ]);
  });

  it('reports an untranslated title', async () => {
    const site = await fixtureCopy();
    await edit(path.join(site, DOC), (text) => text.replace('title: Introduction', 'title: はじめに'));
    expect(await checkI18n(site)).toEqual([
      {file: DOC, key: 'title', kind: 'untranslated', message: 'same as the Japanese "はじめに"'},
    ]);
  });

  it('reports front matter that is missing or must keep the Japanese value', async () => {
    const site = await fixtureCopy();
    const post = 'i18n/en/docusaurus-plugin-content-blog/2025-01-01-hello.md';
    await edit(path.join(site, post), (text) =>
      text.replace('slug: hello', 'slug: hi').replace(/^description:.*\n/m, ''),
    );
    expect(await checkI18n(site)).toEqual([
      {file: post, key: 'description', kind: 'missing', message: 'front matter key of the Japanese source is missing'},
      {file: post, key: 'slug', kind: 'mismatch', message: 'must equal the Japanese "hello"'},
    ]);
  });

  it('reports a heading count mismatch, and Mermaid diagrams apart from code blocks', async () => {
    const site = await fixtureCopy();
    await appendFile(path.join(site, DOC), '\n## Extra section\n\n```mermaid\nflowchart LR\n  B --> C\n```\n');
    expect(await checkI18n(site)).toEqual([
      {file: DOC, key: 'h2', kind: 'mismatch', message: '3 here, 2 in the Japanese (H2 headings)'},
      {file: DOC, key: 'mermaid', kind: 'mismatch', message: '2 here, 1 in the Japanese (Mermaid diagrams)'},
    ]);
  });

  it('reports an id used in src/ but missing from code.json', async () => {
    const site = await fixtureCopy();
    await editJson(path.join(site, CODE), (json) => delete json['home.lead']);
    expect(await checkI18n(site)).toEqual([
      {file: CODE, key: 'home.lead', kind: 'missing', message: 'used in src/ with the Japanese "ようこそ"'},
    ]);
  });

  it('reports an id of code.json that src/ no longer uses, but not the theme ids', async () => {
    const site = await fixtureCopy();
    await editJson(path.join(site, CODE), (json) => {
      json['home.removed'] = {message: 'Removed'};
    });
    expect(await checkI18n(site)).toEqual([
      {file: CODE, key: 'home.removed', kind: 'orphan', message: 'not used in src/ any more'},
    ]);
  });

  it('reports a code.json message equal to the Japanese unless allow-listed', async () => {
    const site = await fixtureCopy();
    await editJson(path.join(site, CODE), (json) => {
      json['home.title'] = {message: 'ホーム'};
    });
    expect(await checkI18n(site)).toEqual([
      {file: CODE, key: 'home.title', kind: 'untranslated', message: 'same as the Japanese "ホーム"'},
    ]);
    await editJson(path.join(site, 'i18n/allowlist.json'), (json) => {
      json[CODE] = {'home.title': 'the same word in both languages'};
    });
    expect(await checkI18n(site)).toEqual([]);
  });

  it('reports a navbar label without translation and an allow-list entry no longer needed', async () => {
    const site = await fixtureCopy();
    const navbar = 'i18n/en/docusaurus-theme-classic/navbar.json';
    await editJson(path.join(site, navbar), (json) => delete json['item.label.ドキュメント']);
    await editJson(path.join(site, 'i18n/allowlist.json'), (json) => {
      json[CODE] = {'home.title': 'translated by now'};
    });
    expect(await checkI18n(site)).toEqual([
      {
        file: 'i18n/allowlist.json',
        key: 'i18n/en/code.json › home.title',
        kind: 'orphan',
        message:
          'not needed: the translation differs from the Japanese or the key is gone; remove the entry, or fix the translation',
      },
      {
        file: navbar,
        key: 'item.label.ドキュメント',
        kind: 'missing',
        message: 'label "ドキュメント" has no translation',
      },
    ]);
  });

  it('reports a tag of tags.yml missing in English', async () => {
    const site = await fixtureCopy();
    await appendFile(path.join(site, 'news/tags.yml'), 'event:\n  label: イベント\n  permalink: /event\n');
    expect(await checkI18n(site)).toEqual([
      {
        file: 'i18n/en/docusaurus-plugin-content-blog/tags.yml',
        key: 'event',
        kind: 'missing',
        message: 'in the Japanese file, not here',
      },
    ]);
  });
});
