import {describe, expect, it} from 'vitest';
import type {ComparedLabel} from '../lib/builds';
import type {Locale} from '../../common/sitePaths';
import {comparisonTable, formatVerdicts, stockPages, summarizeRow, verdicts, type Row} from './compare';
import type {Sample} from './run';
import type {ThrottlingMethod} from './throttling';

const STOCK_PATHS = {home: '/', products: '/', docs: '/docs/intro'};

function sample(performance: number, tbt: number, lcp = 2000, throttling: ThrottlingMethod = 'simulate'): Sample {
  return {
    url: 'http://127.0.0.1:4320/',
    preset: 'mobile',
    throttling,
    scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
    metrics: {lcp, tbt, cls: 0, fcp: 1000, totalBytes: 300_000, jsBytes: 150_000},
    benchmarkIndex: 1500,
    layoutShifts: [],
    problems: [],
    warnings: [],
    chromium: 'Chromium',
    lighthouseVersion: '12.8.2',
  };
}

interface Runs {
  /** One entry per run: [score, TBT, LCP]. */
  runs: [number, number, number][];
  throttling?: ThrottlingMethod;
}

/** A row from its runs (stock rows are English and keyed by their path). */
function row(build: ComparedLabel, locale: Locale, page: string, {runs, throttling = 'simulate'}: Runs): Row {
  const path = build === 'stock' ? page : `/${locale}/${page}`;
  return summarizeRow(
    {build, throttling, locale, page, path},
    runs.map(([performance, tbt, lcp]) => sample(performance, tbt, lcp, throttling)),
  );
}

/** A row whose runs all have the given score, TBT and LCP. */
const steady = (build: ComparedLabel, locale: Locale, page: string, perf: number, tbt: number, lcp = 2000) =>
  row(build, locale, page, {runs: [[perf, tbt, lcp]]});

describe('summarizeRow', () => {
  it('keeps the median, min and max of every figure and each run of performance, TBT and LCP', () => {
    const summary = summarizeRow({build: 'after', throttling: 'devtools', locale: 'ja', page: 'home', path: '/'}, [
      sample(90, 300, 2500),
      sample(98, 100, 2100),
      sample(95, 150, 2200),
    ]);
    expect(summary.performance).toEqual({median: 95, min: 90, max: 98});
    expect(summary.tbt).toEqual({median: 150, min: 100, max: 300});
    expect(summary.benchmarkIndex.median).toBe(1500);
    expect(summary.perRun).toEqual({performance: [90, 98, 95], tbt: [300, 100, 150], lcp: [2500, 2100, 2200]});
    expect(summary.runs).toBe(3);
    expect(summary.throttling).toBe('devtools');
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
  // Before's runs: scores 80, 86 and 90 (median 86), LCP 2,000, 2,200 and 2,600 ms (median 2,200).
  const before: Runs = {
    runs: [
      [86, 100, 2000],
      [80, 100, 2600],
      [90, 100, 2200],
    ],
  };
  const all: Row[] = [
    row('before', 'ja', 'home', before),
    // Below before's median score but not its lowest run; LCP above before's median, below its highest run.
    steady('after', 'ja', 'home', 82, 200, 2500),
    row('before', 'en', 'home', before),
    // Below before's lowest run; LCP above before's highest.
    steady('after', 'en', 'home', 79, 150, 2601),
    steady('stock', 'en', '/', 60, 150),
  ];
  const of = (check: string) => verdicts(all, ['home'], STOCK_PATHS).filter((verdict) => verdict.check === check);

  it("counts a score as lower only below before's lowest run", () => {
    expect(of('perf')).toEqual([
      {
        page: 'home',
        locale: 'ja',
        throttling: 'simulate',
        check: 'perf',
        pass: true,
        after: 82,
        reference: 80,
        beforeMedian: 86,
      },
      {
        page: 'home',
        locale: 'en',
        throttling: 'simulate',
        check: 'perf',
        pass: false,
        after: 79,
        reference: 80,
        beforeMedian: 86,
      },
    ]);
    const equal = [row('before', 'en', 'home', before), steady('after', 'en', 'home', 80, 0)];
    expect(verdicts(equal, ['home'], STOCK_PATHS)[0]).toMatchObject({check: 'perf', pass: true});
  });

  it("counts an LCP as later only above before's highest run, in whole ms", () => {
    expect(
      of('lcp').map(({locale, pass, after, reference, beforeMedian}) => ({
        locale,
        pass,
        after,
        reference,
        beforeMedian,
      })),
    ).toEqual([
      {locale: 'ja', pass: true, after: 2500, reference: 2600, beforeMedian: 2200},
      {locale: 'en', pass: false, after: 2601, reference: 2600, beforeMedian: 2200},
    ]);
    const rounded = [row('before', 'en', 'home', before), steady('after', 'en', 'home', 90, 0, 2600.4)];
    expect(verdicts(rounded, ['home'], STOCK_PATHS).find((verdict) => verdict.check === 'lcp')?.pass).toBe(true);
  });

  it('holds English pages only to the stock TBT, ✗ only above it', () => {
    expect(of('tbt')).toEqual([
      {
        page: 'home',
        locale: 'en',
        throttling: 'simulate',
        check: 'tbt',
        pass: true,
        after: 150,
        reference: 150,
        stockPath: '/',
      },
    ]);
    const slower = [steady('after', 'en', 'home', 90, 151), steady('stock', 'en', '/', 60, 150)];
    expect(verdicts(slower, ['home'], STOCK_PATHS)).toMatchObject([{check: 'tbt', pass: false}]);
    const japanese = [steady('after', 'ja', 'home', 90, 999), steady('stock', 'en', '/', 60, 150)];
    expect(verdicts(japanese, ['home'], STOCK_PATHS)).toEqual([]);
  });

  it('gives no TBT verdict without the stock site and no perf or LCP verdict without a before build', () => {
    const withoutStock = all.filter((entry) => entry.build !== 'stock');
    expect(verdicts(withoutStock, ['home'], STOCK_PATHS).map((verdict) => verdict.check)).toEqual([
      'perf',
      'lcp',
      'perf',
      'lcp',
    ]);
    const withoutBefore = all.filter((entry) => entry.build !== 'before');
    expect(verdicts(withoutBefore, ['home'], STOCK_PATHS).map((verdict) => verdict.check)).toEqual(['tbt']);
    expect(verdicts([steady('after', 'ja', 'home', 99, 10)], ['home'], STOCK_PATHS)).toEqual([]);
  });

  it('judges each throttling method against the runs of the same method only', () => {
    const devtools = (build: ComparedLabel, perf: number): Row =>
      row(build, 'en', 'home', {runs: [[perf, 100, 3000]], throttling: 'devtools'});
    const both = [...all, devtools('before', 60), devtools('after', 59)];
    const perf = verdicts(both, ['home'], STOCK_PATHS).filter((verdict) => verdict.check === 'perf');
    expect(perf.map(({throttling, locale, pass}) => `${throttling} ${locale} ${pass}`)).toEqual([
      'simulate ja true',
      'simulate en false',
      'devtools en false',
    ]);
    // No stock run with devtools: no devtools TBT verdict, whatever the simulated stock run says.
    expect(
      verdicts(both, ['home'], STOCK_PATHS)
        .filter((v) => v.check === 'tbt')
        .map((v) => v.throttling),
    ).toEqual(['simulate']);
  });

  it('lists each verdict with its mark and method and counts the ✗', () => {
    const text = formatVerdicts(verdicts(all, ['home'], STOCK_PATHS));
    expect(text.split('\n')).toEqual([
      "✓ simulate  home  ja  perf after 82 ≥ before's lowest 80 (median 86)",
      "✓ simulate  home  ja  LCP after 2500 ms ≤ before's highest 2600 ms (median 2200 ms)",
      "✗ simulate  home  en  perf after 79 < before's lowest 80 (median 86)",
      '✓ simulate  home  en  TBT after 150 ms ≤ stock 150 ms (/)',
      "✗ simulate  home  en  LCP after 2601 ms > before's highest 2600 ms (median 2200 ms)",
      '2 of 5 checks ✗',
    ]);
    expect(formatVerdicts([])).toMatch(/^No verdicts/);
  });
});

describe('comparisonTable', () => {
  it("shows each locale of a page type beside the stock page standing in for it, for one method's runs", () => {
    const rows = [
      row('before', 'ja', 'home', {
        runs: [
          [97, 100, 2000],
          [95, 120, 2100],
          [99, 80, 1900],
        ],
      }),
      steady('after', 'ja', 'home', 96, 200),
      steady('before', 'en', 'home', 97, 100),
      steady('after', 'en', 'home', 97, 150),
      steady('stock', 'en', '/', 60, 150),
      row('after', 'en', 'home', {runs: [[50, 999, 9999]], throttling: 'devtools'}),
    ];
    expect(comparisonTable(rows, ['home'], STOCK_PATHS, 'simulate').split('\n')).toEqual([
      'page  locale  perf before  perf after  perf stock  TBT before ms  TBT after ms  TBT stock ms  LCP before ms     LCP after ms      LCP stock ms      stock page',
      '----  ------  -----------  ----------  ----------  -------------  ------------  ------------  ----------------  ----------------  ----------------  ----------',
      // formatTable right-aligns ranges, and a lone '/', as it does numbers.
      'home  ja       97 [95–99]  96 [96–96]  60 [60–60]            100           200           150  2000 [1900–2100]  2000 [2000–2000]  2000 [2000–2000]           /',
      'home  en       97 [97–97]  97 [97–97]  60 [60–60]            100           150           150  2000 [2000–2000]  2000 [2000–2000]  2000 [2000–2000]           /',
    ]);
  });

  it('has columns only for the builds measured with the method, and a dash where a page type has no stock page', () => {
    const rows = [
      steady('after', 'ja', 'search', 98.5, 10.4),
      steady('after', 'en', 'search', 99, 0),
      row('before', 'en', 'search', {runs: [[90, 0, 2000]], throttling: 'devtools'}),
    ];
    expect(comparisonTable(rows, ['search'], STOCK_PATHS, 'simulate').split('\n')).toEqual([
      'page    locale  perf after        TBT after ms  LCP after ms',
      '------  ------  ----------------  ------------  ----------------',
      'search  ja      98.5 [98.5–98.5]            10  2000 [2000–2000]',
      'search  en            99 [99–99]             0  2000 [2000–2000]',
    ]);
  });
});
