import {describe, expect, it} from 'vitest';
import {prepareIndex, queryWords, search} from './engine';
import type {IndexedPage} from './format';
import {SNIPPET_MAX_LENGTH, SUGGESTION_LIMIT} from './limits';

const page = (u: string, t: string, sections: IndexedPage['s'], extra: Partial<IndexedPage> = {}): IndexedPage => ({
  u,
  t,
  b: [],
  d: '',
  k: '',
  s: sections,
  ...extra,
});

const PAGES: IndexedPage[] = [
  page('/docs/cardano/hydra', 'Hydra解説：エンジニアのためのHydra Head入門', [
    ['', '', 'Hydra Headは、決まった少数の参加者がCardanoのレイヤー1から資金を持ち込みます。'],
    ['ライフサイクル', 'lifecycle', 'ヘッドを開き、閉じ、最後にfanoutで資金をL1へ払い出します。'],
    ['参加者と鍵', '参加者と鍵', 'しきい値署名ではなく、全員の署名（マルチシグ）でスナップショットを確定します。'],
  ]),
  page('/docs/icp/ccc/1', 'Chain-key暗号とキャニスター', [
    ['', '', 'キャニスターはInternet Computer上のスマートコントラクトです。しきい値署名でBitcoinに署名できます。'],
  ]),
  page(
    '/en/docs/cardano/f13/arch/api',
    'API design',
    [
      ['', '', 'The API signs each reading with the device key.'],
      ['Signature verification', 'signature-verification', 'A verifier checks the signature against the ledger.'],
      ['Design notes', 'design-notes', 'The design keeps the signer offline.'],
    ],
    {b: ['Fund13', 'Architecture'], d: 'How the device API signs and verifies readings.'},
  ),
  page('/en/newsplus/hydra-faq', 'Hydra FAQ', [['Basics', 'basics', 'Short answers about Hydra heads.']]),
];

const index = prepareIndex(PAGES);

describe('site search', () => {
  it('finds a Latin word at the start of a word, as a prefix, and not inside another word', () => {
    const withDesign = prepareIndex([...PAGES, page('/design', 'Design language', [['', '', 'Colours and type.']])]);
    expect(search(withDesign, 'sign').map((hit) => hit.title)).toEqual(['API design']);
  });

  it('finds Japanese anywhere in the text, compounds whole and in part', () => {
    expect(search(index, 'しきい値署名').map((hit) => hit.title)).toEqual(
      expect.arrayContaining(['Chain-key暗号とキャニスター', 'Hydra解説：エンジニアのためのHydra Head入門']),
    );
    expect(search(index, 'キャニスター')[0]!.title).toBe('Chain-key暗号とキャニスター');
  });

  it('wants every word of the query on the page', () => {
    expect(search(index, 'hydra fanout').map((hit) => hit.url.split('?')[0])).toEqual(['/docs/cardano/hydra']);
    expect(search(index, 'hydra キャニスター')).toEqual([]);
  });

  it('reads a katakana name the site writes in Latin letters, alone or in a compound', () => {
    expect(search(index, 'ハイドラ').length).toBeGreaterThan(0);
    const compound = search(index, 'ハイドラヘッド');
    expect(compound[0]!.url).toMatch(/^\/docs\/cardano\/hydra\?/);
  });

  it('replaces a misspelt Latin word by the site’s words a letter or two away, and finds nothing for nonsense', () => {
    expect(search(index, 'fanuot').map((hit) => hit.title)).toEqual(['Hydra解説：エンジニアのためのHydra Head入門']);
    expect(search(index, 'ggggqqqq')).toEqual([]);
  });

  it('allows one edit up to five letters and two beyond, however long the word', () => {
    const titles = (query: string) => search(index, query).map((hit) => hit.title);
    expect(titles('ledgr')).toEqual(['API design']);
    expect(titles('lexgr')).toEqual([]);
    expect(titles('verifcaton')).toEqual(['API design']);
    expect(titles('verfcaton')).toEqual([]);
    const long = 'interoperabilityconsiderationsforcrosschainsettlement';
    const withLong = prepareIndex([...PAGES, page('/long', 'Long words', [['', '', `The ${long} section.`]])]);
    expect(search(withLong, `${long.slice(0, 20)}x${long.slice(21, -1)}`).map((hit) => hit.title)).toEqual([
      'Long words',
    ]);
  });

  it('reads other engines’ query syntax as plain text and never throws', () => {
    for (const query of ['title:', 'foo~x', 'bar^y', 'hydra~', '+-*', '(', '\\', '"']) {
      expect(() => search(index, query), query).not.toThrow();
    }
    expect(queryWords('+-*')).toEqual([]);
    expect(search(index, 'hydra~').length).toBeGreaterThan(0);
  });

  it('ranks a title above a heading above the text, and says which it is', () => {
    const hits = search(index, 'hydra');
    expect(hits[0]!.kind).toBe('title');
    const verification = search(index, 'verification');
    expect(verification[0]).toMatchObject({kind: 'heading', heading: 'Signature verification'});
    expect(verification[0]!.url).toBe('/en/docs/cardano/f13/arch/api?_highlight=verification#signature-verification');
    expect(search(index, 'verifies')[0]).toMatchObject({kind: 'description'});
    const text = search(index, 'offline')[0]!;
    expect(text).toMatchObject({kind: 'content', heading: 'Design notes'});
    expect(text.breadcrumb).toEqual(['Fund13', 'Architecture']);
  });

  it('cuts a snippet around the match, at most 200 characters, with the matches marked', () => {
    const long = prepareIndex([
      page('/long', 'Long', [['', '', `${'lorem '.repeat(100)}needle ${'ipsum '.repeat(100)}`]]),
    ]);
    const [hit] = search(long, 'needle');
    expect(hit!.snippet!.text.length).toBeLessThanOrEqual(SNIPPET_MAX_LENGTH);
    const [start, end] = hit!.snippet!.marks[0]!;
    expect(hit!.snippet!.text.slice(start, end)).toBe('needle');
  });

  it('returns at most the limit asked for, one hit a page', () => {
    const many = prepareIndex(Array.from({length: 30}, (_, i) => page(`/p${i}`, `Page ${i}`, [['', '', 'cardano']])));
    expect(search(many, 'cardano', SUGGESTION_LIMIT)).toHaveLength(SUGGESTION_LIMIT);
    expect(search(many, 'cardano')).toHaveLength(30);
  });

  it('folds full-width letters and case in the query', () => {
    expect(search(index, 'ＨＹＤＲＡ').length).toBe(search(index, 'hydra').length);
  });
});
