import type {ComparedLabel} from '../lib/builds';
import {LOCALES, type Locale} from '../../common/sitePaths';
import {spread, type Spread} from '../lib/stats';
import {formatTable} from '../lib/table';
import type {Sample} from './run';

/**
 * The pure half of `npm run bench:lighthouse-compare`: one row per build, locale and page from its Lighthouse
 * samples, the table of medians per page type, and the verdicts (after perf ≥ before perf, after TBT ≤ stock TBT).
 */
export const LABELS: readonly ComparedLabel[] = ['before', 'after', 'stock'];

export interface RowKey {
  build: ComparedLabel;
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
    perRun: {performance: number[]; tbt: number[]};
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

/**
 * The row a page type's column reads: this site's own page for before and after; for stock, the stock page that
 * stands in for the page type (English only, so the same row for either locale).
 */
function rowFor(
  rows: readonly Row[],
  build: ComparedLabel,
  page: string,
  locale: Locale,
  stockPaths: Readonly<Record<string, string>>,
): Row | undefined {
  return build === 'stock'
    ? rows.find((row) => row.build === 'stock' && row.path === stockPaths[page])
    : rows.find((row) => row.build === build && row.page === page && row.locale === locale);
}

const score = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const ms = (value: number): string => String(Math.round(value));

/** Per page type and locale: the median performance score and TBT (ms) of each build present, and the stock page. */
export function comparisonTable(
  rows: readonly Row[],
  pageIds: readonly string[],
  stockPaths: Readonly<Record<string, string>>,
): string {
  const labels = LABELS.filter((label) => rows.some((row) => row.build === label));
  const hasStock = labels.includes('stock');
  const header = [
    'page',
    'locale',
    ...labels.map((label) => `perf ${label}`),
    ...labels.map((label) => `TBT ${label} ms`),
    ...(hasStock ? ['stock page'] : []),
  ];
  const body = pageIds.flatMap((page) =>
    LOCALES.map((locale) => {
      const cell = (label: ComparedLabel, format: (row: Row) => string) => {
        const row = rowFor(rows, label, page, locale, stockPaths);
        return row ? format(row) : '–';
      };
      return [
        page,
        locale,
        ...labels.map((label) => cell(label, (row) => score(row.performance.median))),
        ...labels.map((label) => cell(label, (row) => ms(row.tbt.median))),
        ...(hasStock ? [stockPaths[page] ?? '–'] : []),
      ];
    }),
  );
  return formatTable(header, body);
}

export interface Verdict {
  page: string;
  locale: Locale;
  /** perf: after's performance score ≥ before's; tbt: after's TBT ≤ the stock page's (both medians). */
  check: 'perf' | 'tbt';
  pass: boolean;
  after: number;
  reference: number;
  /** tbt only: the stock page compared with. */
  stockPath?: string;
}

/**
 * For each page type and locale: "after perf ≥ before perf" when a before build was measured, and "after TBT ≤
 * stock TBT" when the stock site was. TBT is compared in whole milliseconds, as the table shows it.
 */
export function verdicts(
  rows: readonly Row[],
  pageIds: readonly string[],
  stockPaths: Readonly<Record<string, string>>,
): Verdict[] {
  return pageIds.flatMap((page) =>
    LOCALES.flatMap((locale) => {
      const after = rowFor(rows, 'after', page, locale, stockPaths);
      if (!after) {
        return [];
      }
      const before = rowFor(rows, 'before', page, locale, stockPaths);
      const stock = rowFor(rows, 'stock', page, locale, stockPaths);
      const found: Verdict[] = [];
      if (before) {
        const [value, reference] = [after.performance.median, before.performance.median];
        found.push({page, locale, check: 'perf', pass: value >= reference, after: value, reference});
      }
      if (stock) {
        const [value, reference] = [Math.round(after.tbt.median), Math.round(stock.tbt.median)];
        found.push({
          page,
          locale,
          check: 'tbt',
          pass: value <= reference,
          after: value,
          reference,
          stockPath: stock.path,
        });
      }
      return found;
    }),
  );
}

/** One line per verdict, ✓ or ✗ first, and a count of the ✗. */
export function formatVerdicts(list: readonly Verdict[]): string {
  if (!list.length) {
    return 'No verdicts: --baseline=DIR adds "after perf ≥ before perf", --stock adds "after TBT ≤ stock TBT".';
  }
  const width = Math.max(...list.map((verdict) => verdict.page.length));
  const lines = list.map((verdict) => {
    const mark = verdict.pass ? '✓' : '✗';
    const where = `${verdict.page.padEnd(width)}  ${verdict.locale}`;
    return verdict.check === 'perf'
      ? `${mark} ${where}  perf after ${score(verdict.after)} ${verdict.pass ? '≥' : '<'} before ${score(verdict.reference)}`
      : `${mark} ${where}  TBT after ${verdict.after} ms ${verdict.pass ? '≤' : '>'} stock ${verdict.reference} ms (${verdict.stockPath ?? '?'})`;
  });
  const failed = list.filter((verdict) => !verdict.pass).length;
  return [...lines, `${failed} of ${list.length} checks ✗`].join('\n');
}
