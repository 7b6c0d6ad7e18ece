import type {Locale} from '../../common/sitePaths';
import {median, spread, type Spread} from '../lib/stats';
import {formatTable, kb} from '../lib/table';
import {summarizeLatency, type Keystrokes, type LatencySummary} from './keystrokes';
import type {FirstUse} from './searchFirstUse';
import type {BuildLabel} from '../lib/builds';

/** What a phone user should get from the search box (KB are KiB, as everywhere in the benches). */
export const LIMITS = {firstUseKB: 150, firstUseMs: 1000, keystrokeP95Ms: 100} as const;

export interface FirstUseRun extends FirstUse {
  round: number;
  /** One-minute load average when the run ended. */
  load: number;
}

export interface PageRuns {
  build: BuildLabel;
  locale: Locale;
  page: string;
  path: string;
  runs: FirstUseRun[];
}

export interface PageSummary {
  build: BuildLabel;
  locale: Locale;
  page: string;
  path: string;
  bytes: Spread;
  ms: Spread;
  fromTouchMs: Spread;
  /** Median number of requests started between the tap and the list. */
  requests: number;
  /** Every path requested in any run, in the order first seen. */
  paths: string[];
}

export interface KeystrokeRun extends Keystrokes {
  build: BuildLabel;
  locale: Locale;
  page: string;
  path: string;
}

export interface KeystrokeSummary extends LatencySummary {
  build: BuildLabel;
  locale: Locale;
  /** Requests made while typing, over all pages. */
  requests: number;
  /** Keystrokes that left the list unchanged (timed to the next frame). */
  unchanged: number;
}

export function summarizePage(result: PageRuns): PageSummary {
  const {runs, ...page} = result;
  return {
    ...page,
    bytes: spread(runs.map((run) => run.bytes)),
    ms: spread(runs.map((run) => run.ms)),
    fromTouchMs: spread(runs.map((run) => run.fromTouchMs)),
    requests: median(runs.map((run) => run.requests.length)),
    paths: [...new Set(runs.flatMap((run) => run.requests.map((request) => request.path)))],
  };
}

export function summarizeKeystrokes(
  build: BuildLabel,
  locale: Locale,
  runs: readonly KeystrokeRun[],
): KeystrokeSummary {
  const mine = runs.filter((run) => run.build === build && run.locale === locale);
  const timings = mine.flatMap((run) => run.queries);
  return {
    build,
    locale,
    ...summarizeLatency(timings),
    requests: mine.reduce((sum, run) => sum + run.requests, 0),
    unchanged: timings.filter((timing) => timing.unchanged).length,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const withRange = (value: Spread, format: (n: number) => string) =>
  `${format(value.median)} [${format(value.min)}–${format(value.max)}]`;
const overKB = (bytes: number) => bytes / 1024 > LIMITS.firstUseKB;
const overMs = (value: number) => value >= LIMITS.firstUseMs;
/** A figure over its limit is marked with ✗. */
const mark = (text: string, over: boolean) => (over ? `${text} ✗` : text);

function breaches(summary: PageSummary): string {
  const list = [overKB(summary.bytes.median) && 'KB', overMs(summary.ms.median) && 'ms'].filter(Boolean);
  return list.length ? `over: ${list.join(', ')}` : 'within';
}

export function firstUseTable(summaries: readonly PageSummary[]): string {
  return formatTable(
    ['page', 'locale', 'path', 'KB median [min–max]', 'ms median [min–max]', 'requests', 'limits'],
    summaries.map((s) => [
      s.page,
      s.locale,
      s.path,
      withRange(s.bytes, kb),
      withRange(s.ms, ms),
      String(s.requests),
      breaches(s),
    ]),
  );
}

export function keystrokeTable(summaries: readonly KeystrokeSummary[]): string {
  return formatTable(
    ['locale', 'queries', 'median ms', 'p95 ms', 'max ms', `p95 < ${LIMITS.keystrokeP95Ms} ms`, 'requests'],
    summaries.map((s) => [
      s.locale,
      String(s.queries),
      s.median.toFixed(1),
      s.p95.toFixed(1),
      s.max.toFixed(1),
      s.p95 < LIMITS.keystrokeP95Ms ? 'yes' : 'no',
      String(s.requests),
    ]),
  );
}

/** Before and after side by side, one row per page and locale (medians). */
export function firstUseComparison(summaries: readonly PageSummary[]): string {
  const find = (build: BuildLabel, row: PageSummary) =>
    summaries.find((s) => s.build === build && s.page === row.page && s.locale === row.locale);
  const rows = summaries
    .filter((s) => s.build === 'after')
    .map((after) => {
      const before = find('before', after);
      return [
        after.page,
        after.locale,
        before ? mark(kb(before.bytes.median), overKB(before.bytes.median)) : '–',
        mark(kb(after.bytes.median), overKB(after.bytes.median)),
        before ? mark(ms(before.ms.median), overMs(before.ms.median)) : '–',
        mark(ms(after.ms.median), overMs(after.ms.median)),
      ];
    });
  return formatTable(['page', 'locale', 'before KB', 'after KB', 'before ms', 'after ms'], rows);
}

export function keystrokeComparison(summaries: readonly KeystrokeSummary[]): string {
  const of = (build: BuildLabel, locale: Locale) => summaries.find((s) => s.build === build && s.locale === locale);
  const rows = summaries
    .filter((s) => s.build === 'after')
    .map((after) => {
      const before = of('before', after.locale);
      const cell = (s: KeystrokeSummary | undefined, key: 'median' | 'p95' | 'max') =>
        s ? mark(s[key].toFixed(1), key === 'p95' && s.p95 >= LIMITS.keystrokeP95Ms) : '–';
      return [
        after.locale,
        cell(before, 'median'),
        cell(after, 'median'),
        cell(before, 'p95'),
        cell(after, 'p95'),
        cell(before, 'max'),
        cell(after, 'max'),
      ];
    });
  return formatTable(
    ['locale', 'before median', 'after median', 'before p95', 'after p95', 'before max', 'after max'],
    rows,
  );
}

export const LIMITS_LEGEND =
  `✗ marks a figure over its limit (first use ≤ ${LIMITS.firstUseKB} KB and < ` +
  `${LIMITS.firstUseMs.toLocaleString('en')} ms, keystroke p95 < ${LIMITS.keystrokeP95Ms} ms)`;
