import {describe, expect, it} from 'vitest';
import type {ComparedLabel} from '../lib/builds';
import type {Locale} from '../../common/sitePaths';
import {comparisonTable, formatVerdicts, stockPages, summarizeRow, verdicts, type Row} from './compare';
import type {Sample} from './run';

const STOCK_PATHS = {home: '/', products: '/', docs: '/docs/intro'};

function sample(performance: number, tbt: number): Sample {
  return {
    url: 'http://127.0.0.1:4320/',
    preset: 'mobile',
    scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
    metrics: {lcp: 2000, tbt, cls: 0, fcp: 1000, totalBytes: 300_000, jsBytes: 150_000},
    benchmarkIndex: 1500,
    layoutShifts: [],
    problems: [],
    warnings: [],
    chromium: 'Chromium',
    lighthouseVersion: '12.8.2',
  };
}

/** A row whose runs all have the given score and TBT (stock rows are English and keyed by their path). */
function row(build: ComparedLabel, locale: Locale, page: string, performance: number, tbt: number): Row {
  const key = build === 'stock' ? {build, locale, page, path: page} : {build, locale, page, path: `/${locale}/${page}`};
  return summarizeRow(key, [sample(performance, tbt)]);
}

describe('summarizeRow', () => {
  it('keeps the median, min and max of every figure and each run of performance and TBT', () => {
    const summary = summarizeRow({build: 'after', locale: 'ja', page: 'home', path: '/'}, [
      sample(90, 300),
      sample(98, 100),
      sample(95, 150),
    ]);
    expect(summary.performance).toEqual({median: 95, min: 90, max: 98});
    expect(summary.tbt).toEqual({median: 150, min: 100, max: 300});
    expect(summary.benchmarkIndex.median).toBe(1500);
    expect(summary.perRun).toEqual({performance: [90, 98, 95], tbt: [300, 100, 150]});
    expect(summary.runs).toBe(3);
  });
});

describe('stockPages', () => {
  it('measures each stock page once, for the selected page types only', () => {
    expect(stockPages(['home', 'products', 'docs'], STOCK_PATHS)).toEqual([
      {path: '/', standsFor: ['home', 'products']},
      {path: '/docs/intro', standsFor: ['docs']},
    ]);
    expect(stockPages(['docs'], STOCK_PATHS)).toEqual([{path: '/docs/intro', standsFor: ['docs']}]);
  });
});

describe('verdicts', () => {
  const all: Row[] = [
    row('before', 'ja', 'home', 97, 100),
    row('after', 'ja', 'home', 96, 200),
    row('before', 'en', 'home', 97, 100),
    row('after', 'en', 'home', 97, 150),
    row('stock', 'en', '/', 60, 150),
  ];

  it('marks a lower performance score than before ✗ and an equal one ✓', () => {
    const perf = verdicts(all, ['home'], STOCK_PATHS).filter((verdict) => verdict.check === 'perf');
    expect(perf.map(({locale, pass}) => ({locale, pass}))).toEqual([
      {locale: 'ja', pass: false},
      {locale: 'en', pass: true},
    ]);
  });

  it("checks both locales' TBT against the stock page, ✗ only above it", () => {
    const tbt = verdicts(all, ['home'], STOCK_PATHS).filter((verdict) => verdict.check === 'tbt');
    expect(tbt).toEqual([
      {page: 'home', locale: 'ja', check: 'tbt', pass: false, after: 200, reference: 150, stockPath: '/'},
      {page: 'home', locale: 'en', check: 'tbt', pass: true, after: 150, reference: 150, stockPath: '/'},
    ]);
  });

  it('gives no TBT verdict without the stock site and no perf verdict without a before build', () => {
    const withoutStock = all.filter((entry) => entry.build !== 'stock');
    expect(verdicts(withoutStock, ['home'], STOCK_PATHS).map((verdict) => verdict.check)).toEqual(['perf', 'perf']);
    const withoutBefore = all.filter((entry) => entry.build !== 'before');
    expect(verdicts(withoutBefore, ['home'], STOCK_PATHS).map((verdict) => verdict.check)).toEqual(['tbt', 'tbt']);
    expect(verdicts([row('after', 'ja', 'home', 99, 10)], ['home'], STOCK_PATHS)).toEqual([]);
  });

  it('lists each verdict with its mark and counts the ✗', () => {
    const text = formatVerdicts(verdicts(all, ['home'], STOCK_PATHS));
    expect(text.split('\n')).toEqual([
      '✗ home  ja  perf after 96 < before 97',
      '✗ home  ja  TBT after 200 ms > stock 150 ms (/)',
      '✓ home  en  perf after 97 ≥ before 97',
      '✓ home  en  TBT after 150 ms ≤ stock 150 ms (/)',
      '2 of 4 checks ✗',
    ]);
    expect(formatVerdicts([])).toMatch(/^No verdicts/);
  });
});

describe('comparisonTable', () => {
  it('shows each locale of a page type beside the stock page standing in for it', () => {
    const rows = [
      row('before', 'ja', 'home', 97, 100),
      row('after', 'ja', 'home', 96, 200),
      row('before', 'en', 'home', 97, 100),
      row('after', 'en', 'home', 97, 150),
      row('stock', 'en', '/', 60, 150),
    ];
    expect(comparisonTable(rows, ['home'], STOCK_PATHS).split('\n')).toEqual([
      'page  locale  perf before  perf after  perf stock  TBT before ms  TBT after ms  TBT stock ms  stock page',
      '----  ------  -----------  ----------  ----------  -------------  ------------  ------------  ----------',
      // formatTable right-aligns a lone '/' as it does numbers.
      'home  ja               97          96          60            100           200           150           /',
      'home  en               97          97          60            100           150           150           /',
    ]);
  });

  it('has columns only for the builds measured, and a dash where a page type has no stock page', () => {
    const rows = [row('after', 'ja', 'search', 98.5, 10.4), row('after', 'en', 'search', 99, 0)];
    expect(comparisonTable(rows, ['search'], STOCK_PATHS).split('\n')).toEqual([
      'page    locale  perf after  TBT after ms',
      '------  ------  ----------  ------------',
      'search  ja            98.5            10',
      'search  en              99             0',
    ]);
  });
});
