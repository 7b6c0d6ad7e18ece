import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkWorkedExample, type ExamplePages} from './checkExample';
import {examplePages, siteDir, type Language} from './pages';

function readPages(): Record<Language, ExamplePages> {
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  return {
    ja: {api: read(examplePages.ja.api), flow: read(examplePages.ja.flow)},
    en: {api: read(examplePages.en.api), flow: read(examplePages.en.flow)},
  };
}

/** Changes the hex digit right after the first match of `before`, as a slip in one page would. */
function plantHexDigit(text: string, before: RegExp): {text: string; original: string; planted: string} {
  const match = before.exec(text);
  if (!match) {
    throw new Error(`${String(before)} is not on the page`);
  }
  const start = match.index + match[0].length;
  const original = /^[0-9a-f]+/.exec(text.slice(start))![0];
  const digit = (parseInt(original[0]!, 16) ^ 1).toString(16);
  const planted = digit + original.slice(1);
  return {text: text.slice(0, start) + planted + text.slice(start + original.length), original, planted};
}

describe('the worked example of the Cardano API reference', () => {
  it('recomputes from the pages in both languages, which show the same values', () => {
    expect(checkWorkedExample(readPages())).toEqual([]);
  });

  const plants: {language: Language; file: keyof ExamplePages; before: RegExp; names: string}[] = [
    {language: 'en', file: 'api', before: /"batch": \{[^}]*?"root": "/, names: 'batch.root (proof response)'},
    {language: 'en', file: 'api', before: /"accumulator": \{[^}]*?"root": "/, names: 'accumulator.root'},
    {language: 'en', file: 'api', before: /"links": \{\n\s*"proof": "\/v1\/events\//, names: 'links.proof'},
    {language: 'ja', file: 'api', before: /"challengeId": "[^"]*",\n\s*"deviceId": "/, names: 'deviceId (challenge)'},
    {language: 'ja', file: 'api', before: /"referenceAssetName": "000643b0/, names: 'registry.referenceAssetName'},
    {language: 'en', file: 'flow', before: /"payloadHash": "/, names: 'payloadHash (event, from the envelope payload)'},
  ];

  it.each(plants)(
    'reports a changed hex digit in $language $file.md naming $names',
    ({language, file, before, names}) => {
      const pages = readPages();
      const planted = plantHexDigit(pages[language][file], before);
      pages[language][file] = planted.text;
      const problems = checkWorkedExample(pages);
      const where = `${language} ${file}.md`;
      expect(problems.some((p) => p.startsWith(`${where}: ${names}`) && p.includes('does not recompute'))).toBe(true);
      expect(problems.some((p) => p.includes(`ja and en show different`) && p.includes(planted.planted))).toBe(true);
    },
  );

  it('names the exact value, with what it should be and what the page shows', () => {
    const pages = readPages();
    const {text, original, planted} = plantHexDigit(pages.en.api, /"batch": \{[^}]*?"root": "/);
    pages.en.api = text;
    expect(checkWorkedExample(pages)).toEqual([
      `en api.md: batch.root (proof response) does not recompute: expected ${original} shown ${planted}`,
      `api.md: ja and en show different batch.root (proof response): ja ${original} en ${planted}`,
    ]);
  });

  it('reports a value the languages show differently even where it cannot be recomputed', () => {
    const pages = readPages();
    pages.en.api = plantHexDigit(pages.en.api, /"policyId": "/).text;
    const problems = checkWorkedExample(pages);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^api\.md: ja and en show different registry\.policyId \(registration response\): /);
  });

  it('reports a verify result that recomputation contradicts', () => {
    const pages = readPages();
    pages.en.api = pages.en.api.replace(
      '{ "name": "payloadHash", "result": "fail"',
      '{ "name": "payloadHash", "result": "pass"',
    );
    expect(checkWorkedExample(pages)).toContainEqual(
      expect.stringMatching(/^en api\.md: checks \(verify response\) does not recompute: /),
    );
  });

  it('reports a signature that does not verify', () => {
    const pages = readPages();
    // The last characters of the envelope are its signature.
    pages.ja.api = pages.ja.api.replace(
      /("envelope": "[^"]*?)([A-Za-z0-9_-])([A-Za-z0-9_-]{8}")/g,
      (_, head: string, char: string, tail: string) => head + (char === 'A' ? 'B' : 'A') + tail,
    );
    expect(checkWorkedExample(pages)).toContain('ja api.md: envelope signature does not verify under publicKey.key');
  });
});
