import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {parseGlossary, readGlossary, type Term} from './glossary';
import {LANGUAGES} from './languages';
import {DICTIONARY_RULES, languageLinter} from './lint';

const SITE = path.resolve(__dirname, '../..');

type Linter = Awaited<ReturnType<typeof languageLinter>>;

/** A page with a variant of a glossary term on each numbered line, and the page as the fix leaves it. */
const JAPANESE = {
  page: `# Hydra Headの運用

Headを閉じると、資金はL1に戻ります。

サイクルの価格はXDRに連動しています。

来場者がスマートフォンをカプセルにタップすると、チャレンジが届きます。

HoloRealのCARDANOセットを読みます。
`,
  planted: [
    {line: 3, variant: 'Head => ヘッド'},
    {line: 5, variant: 'XDR => SDR'},
    {line: 7, variant: 'タップする => かざす'},
    {line: 9, variant: 'HoloReal => Holoreal'},
    {line: 9, variant: 'CARDANO => Cardano'},
  ],
  fixed: `# Hydra Headの運用

ヘッドを閉じると、資金はL1に戻ります。

サイクルの価格はSDRに連動しています。

来場者がスマートフォンをカプセルにかざすと、チャレンジが届きます。

HolorealのCardanoセットを読みます。
`,
};

const ENGLISH = {
  page: `# Settling in a Hydra Head

Funds return to layer 1 when the Hydra heads close.

Cycles are pegged to the XDR.

We report from trade fairs, and the Documentation Base covers how we build.
`,
  planted: [
    {line: 3, variant: 'layer 1 => L1'},
    {line: 3, variant: 'Hydra head => Hydra Head'},
    {line: 5, variant: 'XDR => SDR'},
    {line: 7, variant: 'trade fair => trade show'},
    {line: 7, variant: 'Documentation Base => Base Documentation'},
  ],
  fixed: `# Settling in a Hydra Head

Funds return to L1 when the Hydra Heads close.

Cycles are pegged to the SDR.

We report from trade shows, and the Base Documentation covers how we build.
`,
};

describe('the glossary, read by the linter of each language', () => {
  let terms: Term[];
  const linters: Partial<Record<'ja' | 'en', Linter>> = {};

  beforeAll(async () => {
    terms = await readGlossary(SITE);
    linters.ja = await languageLinter(SITE, LANGUAGES.ja, DICTIONARY_RULES);
    linters.en = await languageLinter(SITE, LANGUAGES.en, DICTIONARY_RULES);
  }, 60_000);

  it.each([
    ['ja', JAPANESE],
    ['en', ENGLISH],
  ] as const)('reports a planted %s variant on its line, with the form to write', async (language, {page, planted}) => {
    const {messages} = await linters[language]!.lintText(page, 'planted.md');
    const found = messages.filter(({ruleId}) => ruleId === 'prh').map(({line, message}) => ({line, message}));
    for (const {line, variant} of planted) {
      expect(found).toContainEqual({line, message: expect.stringMatching(new RegExp(`^${escape(variant)}`))});
    }
    expect(found).toHaveLength(planted.length);
  });

  it.each([
    ['ja', JAPANESE],
    ['en', ENGLISH],
  ] as const)('corrects the planted %s variants with --fix', async (language, {page, fixed}) => {
    const {output} = await linters[language]!.fixText(page, 'planted.md');
    expect(output).toBe(fixed);
  });

  it('leaves the documentation sets’ labels that the specification spells CARDANO alone', async () => {
    const prh = async (language: 'ja' | 'en', labels: string[]) =>
      (await linters[language]!.lintText(labels.join('\n\n'), 'labels.txt')).messages.filter(
        ({ruleId}) => ruleId === 'prh',
      );
    expect(await prh('ja', ['CARDANO', 'ドキュメントCARDANO'])).toEqual([]);
    expect(await prh('en', ['CARDANO', 'CARDANO Documentation'])).toEqual([]);
  });

  it('writes no form that it also lists as a variant', async () => {
    for (const language of ['ja', 'en'] as const) {
      const text = terms.map((term) => term[language]).join('\n\n');
      const {messages} = await linters[language]!.lintText(text, 'forms.txt');
      const reported = messages.filter(({ruleId}) => ruleId === 'prh');
      expect(reported.map(({message}) => `${language}: ${message.split('\n')[0]}`)).toEqual([]);
    }
  });

  it('names the entry of a malformed term', () => {
    expect(() => parseGlossary('terms:\n  - ja: ヘッド\n')).toThrow(/term 1 \(ヘッド\): "en"/);
    expect(() => parseGlossary('terms:\n  - {ja: ヘッド, en: head, avoid: {de: [Kopf]}}\n')).toThrow(/avoid/);
  });
});

function escape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
