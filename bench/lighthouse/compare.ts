import type {ComparedLabel} from '../lib/builds';
import {LOCALES, type Locale} from '../../common/sitePaths';
import {spread, type Spread} from '../lib/stats';
import {formatTable} from '../lib/table';
import type {Sample} from './run';
import {THROTTLING_METHODS, type ThrottlingMethod} from './throttling';

/**
 * The pure half of `npm run bench:lighthouse-compare`: one row per build, throttling method, locale and page from
 * its Lighthouse samples, a table per method, and the verdicts after is held to (verdictsAt).
 */
export const LABELS: readonly ComparedLabel[] = ['before', 'after', 'stock'];

export interface RowKey {
  build: ComparedLabel;
  throttling: ThrottlingMethod;
  locale: Locale;
  /** The page type's id; for the stock site, its page's path (several page types share one stock page). */
  page: string;
  path: string;
  /** Stock rows only: the page types the stock page stands in for. */
  standsFor?: string[];
}

export const FIGURES = ['performance', 'tbt', 'lcp', 'fcp', 'cls', 'totalBytes', 'jsBytes', 'benchmarkIndex'] as const;
export type Figure = (typeof FIGURES)[number];

export type Row = RowKey &
  Record<Figure, Spread> & {
    runs: number;
    /** Every run's value, in round order. */
    perRun: {performance: number[]; tbt: number[]; lcp: number[]};
  };

function figure(sample: Sample, name: Figure): number {
  switch (name) {
    case 'performance':
      return sample.scores.performance;
    case 'benchmarkIndex':
      return sample.benchmarkIndex;
    default:
      return sample.metrics[name];
  }
}

export function summarizeRow(key: RowKey, samples: readonly Sample[]): Row {
  const figures = Object.fromEntries(
    FIGURES.map((name) => [name, spread(samples.map((sample) => figure(sample, name)))]),
  ) as Record<Figure, Spread>;
  return {
    ...key,
    runs: samples.length,
    ...figures,
    perRun: {
      performance: samples.map((sample) => sample.scores.performance),
      tbt: samples.map((sample) => sample.metrics.tbt),
      lcp: samples.map((sample) => sample.metrics.lcp),
    },
  };
}

/** The stock site's distinct pages for the given page types, each with the page types it stands in for. */
export function stockPages(
  pageIds: readonly string[],
  stockPaths: Readonly<Record<string, string>>,
): {path: string; standsFor: string[]}[] {
  const byPath = new Map<string, string[]>();
  for (const id of pageIds) {
    const path = stockPaths[id];
    if (path !== undefined) {
      byPath.set(path, [...(byPath.get(path) ?? []), id]);
    }
  }
  return [...byPath].map(([path, standsFor]) => ({path, standsFor}));
}

/** Where a cell or a verdict is read: a page type in one locale, measured with one throttling method. */
interface Place {
  page: string;
  locale: Locale;
  throttling: ThrottlingMethod;
}

/**
 * The row a page type's column reads: this site's own page for before and after; for stock, the stock page that
 * stands in for the page type (English only, so the same row for either locale).
 */
function rowFor(
  rows: readonly Row[],
  build: ComparedLabel,
  {page, locale, throttling}: Place,
  stockPaths: Readonly<Record<string, string>>,
): Row | undefined {
  return rows.find(
    (row) =>
      row.build === build &&
      row.throttling === throttling &&
      (build === 'stock' ? row.path === stockPaths[page] : row.page === page && row.locale === locale),
  );
}

/** The throttling methods the rows were measured with, in their usual order. */
export function methodsOf(rows: readonly Row[]): ThrottlingMethod[] {
  return THROTTLING_METHODS.filter((method) => rows.some((row) => row.throttling === method));
}

const score = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const ms = (value: number): string => String(Math.round(value));
const withRange = (value: Spread, format: (n: number) => string): string =>
  `${format(value.median)} [${format(value.min)}–${format(value.max)}]`;

/**
 * Per page type and locale, for one throttling method: each build's performance score and LCP (median [min–max]:
 * the verdicts read before's lowest score and highest LCP) and TBT (median, ms), and the stock page.
 */
export function comparisonTable(
  rows: readonly Row[],
  pageIds: readonly string[],
  stockPaths: Readonly<Record<string, string>>,
  throttling: ThrottlingMethod,
): string {
  const mine = rows.filter((row) => row.throttling === throttling);
  const labels = LABELS.filter((label) => mine.some((row) => row.build === label));
  const hasStock = labels.includes('stock');
  const header = [
    'page',
    'locale',
    ...labels.map((label) => `perf ${label}`),
    ...labels.map((label) => `TBT ${label} ms`),
    ...labels.map((label) => `LCP ${label} ms`),
    ...(hasStock ? ['stock page'] : []),
  ];
  const body = pageIds.flatMap((page) =>
    LOCALES.map((locale) => {
      const cell = (label: ComparedLabel, format: (row: Row) => string) => {
        const row = rowFor(mine, label, {page, locale, throttling}, stockPaths);
        return row ? format(row) : '–';
      };
      return [
        page,
        locale,
        ...labels.map((label) => cell(label, (row) => withRange(row.performance, score))),
        ...labels.map((label) => cell(label, (row) => ms(row.tbt.median))),
        ...labels.map((label) => cell(label, (row) => withRange(row.lcp, ms))),
        ...(hasStock ? [stockPaths[page] ?? '–'] : []),
      ];
    }),
  );
  return formatTable(header, body);
}

export interface Verdict extends Place {
  /**
   * perf: after's median score ≥ before's lowest run; lcp: after's median LCP ≤ before's highest run; tbt (English
   * pages only): after's median TBT ≤ the stock page's median.
   */
  check: 'perf' | 'tbt' | 'lcp';
  pass: boolean;
  /** After's median: a score, or whole ms. */
  after: number;
  /** What after is held to: before's lowest score, before's highest LCP, or the stock page's median TBT. */
  reference: number;
  /** perf and lcp: before's median, shown beside the run it is held to. */
  beforeMedian?: number;
  /** tbt only: the stock page compared with. */
  stockPath?: string;
}

/**
 * Before's own runs of the same interleaved series show how far the machine moves one build's figures; after
 * counts as slower only outside them: its median score below before's lowest run, its median LCP above before's
 * highest. TBT is held to the stock page's on English pages only, the stock site having no Japanese; it and LCP are
 * compared in whole milliseconds, as the table shows them.
 */
function verdictsAt(place: Place, rows: readonly Row[], stockPaths: Readonly<Record<string, string>>): Verdict[] {
  const after = rowFor(rows, 'after', place, stockPaths);
  if (!after) {
    return [];
  }
  const before = rowFor(rows, 'before', place, stockPaths);
  const stock = place.locale === 'en' ? rowFor(rows, 'stock', place, stockPaths) : undefined;
  const found: Verdict[] = [];
  if (before) {
    const [value, lowest] = [after.performance.median, before.performance.min];
    found.push({
      ...place,
      check: 'perf',
      pass: value >= lowest,
      after: value,
      reference: lowest,
      beforeMedian: before.performance.median,
    });
  }
  if (stock) {
    const [value, reference] = [Math.round(after.tbt.median), Math.round(stock.tbt.median)];
    found.push({...place, check: 'tbt', pass: value <= reference, after: value, reference, stockPath: stock.path});
  }
  if (before) {
    const [value, highest] = [Math.round(after.lcp.median), Math.round(before.lcp.max)];
    found.push({
      ...place,
      check: 'lcp',
      pass: value <= highest,
      after: value,
      reference: highest,
      beforeMedian: Math.round(before.lcp.median),
    });
  }
  return found;
}

/**
 * Per throttling method, page type and locale: the perf and LCP verdicts when a before build was measured, and the
 * TBT verdict of an English page when the stock site was.
 */
export function verdicts(
  rows: readonly Row[],
  pageIds: readonly string[],
  stockPaths: Readonly<Record<string, string>>,
): Verdict[] {
  return methodsOf(rows).flatMap((throttling) =>
    pageIds.flatMap((page) => LOCALES.flatMap((locale) => verdictsAt({page, locale, throttling}, rows, stockPaths))),
  );
}

function describeVerdict(verdict: Verdict): string {
  const {pass, after, reference, beforeMedian} = verdict;
  switch (verdict.check) {
    case 'perf':
      return `perf after ${score(after)} ${pass ? '≥' : '<'} before's lowest ${score(reference)} (median ${score(beforeMedian ?? NaN)})`;
    case 'lcp':
      return `LCP after ${after} ms ${pass ? '≤' : '>'} before's highest ${reference} ms (median ${beforeMedian ?? '?'} ms)`;
    case 'tbt':
      return `TBT after ${after} ms ${pass ? '≤' : '>'} stock ${reference} ms (${verdict.stockPath ?? '?'})`;
  }
}

/** One line per verdict, ✓ or ✗ first, and a count of the ✗. */
export function formatVerdicts(list: readonly Verdict[]): string {
  if (!list.length) {
    return 'No verdicts: --baseline=DIR adds perf and LCP against before, --stock adds "after TBT ≤ stock TBT".';
  }
  const width = Math.max(...list.map((verdict) => verdict.page.length));
  const lines = list.map(
    (verdict) =>
      `${verdict.pass ? '✓' : '✗'} ${verdict.throttling.padEnd(8)}  ${verdict.page.padEnd(width)}  ${verdict.locale}  ` +
      describeVerdict(verdict),
  );
  const failed = list.filter((verdict) => !verdict.pass).length;
  return [...lines, `${failed} of ${list.length} checks ✗`].join('\n');
}
