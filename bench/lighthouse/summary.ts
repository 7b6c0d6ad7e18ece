import type {Locale} from '../../common/sitePaths';
import {spread, type Spread} from '../lib/stats';
import {formatTable, kb} from '../lib/table';
import {CATEGORIES, METRICS, type Category, type Metric, type Preset, type Problem, type Sample} from './run';

export interface Key {
  page: string;
  locale: Locale;
  preset: Preset;
}

export interface Summary extends Key {
  url: string;
  runs: number;
  scores: Record<Category, Spread>;
  metrics: Record<Metric, Spread>;
  benchmarkIndex: Spread;
  lcpElements: string[];
  layoutShifts: string[];
  /** Failing audits with the number of runs they failed in. */
  problems: (Problem & {runs: number})[];
}

const unique = (values: (string | undefined)[]): string[] => [...new Set(values.filter((v): v is string => !!v))];

export function summarize(key: Key, samples: readonly Sample[]): Summary {
  const problems = new Map<string, Problem & {runs: number}>();
  for (const problem of samples.flatMap((sample) => sample.problems)) {
    const id = `${problem.category}/${problem.id}`;
    const known = problems.get(id);
    problems.set(
      id,
      known ? {...known, runs: known.runs + 1, score: Math.min(known.score, problem.score)} : {...problem, runs: 1},
    );
  }
  return {
    ...key,
    url: samples[0]?.url ?? '',
    runs: samples.length,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, spread(samples.map((s) => s.scores[category]))]),
    ) as Record<Category, Spread>,
    metrics: Object.fromEntries(
      METRICS.map((metric) => [metric, spread(samples.map((s) => s.metrics[metric]))]),
    ) as Record<Metric, Spread>,
    benchmarkIndex: spread(samples.map((sample) => sample.benchmarkIndex)),
    lcpElements: unique(samples.map((sample) => sample.lcpElement)),
    layoutShifts: unique(samples.flatMap((sample) => sample.layoutShifts)),
    problems: [...problems.values()],
  };
}

const ms = (value: number) => String(Math.round(value));

export function formatLighthouseTable(summaries: readonly Summary[]): string {
  const header = [
    'page',
    'locale',
    'preset',
    'perf [min–max]',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'FCP ms',
    'bytes KB',
    'JS KB',
  ];
  const rows = summaries.map((s) => [
    s.page,
    s.locale,
    s.preset,
    `${s.scores.performance.median} [${s.scores.performance.min}–${s.scores.performance.max}]`,
    String(s.scores.accessibility.median),
    String(s.scores['best-practices'].median),
    String(s.scores.seo.median),
    ms(s.metrics.lcp.median),
    ms(s.metrics.tbt.median),
    s.metrics.cls.median.toFixed(3),
    ms(s.metrics.fcp.median),
    kb(s.metrics.totalBytes.median),
    kb(s.metrics.jsBytes.median),
  ]);
  return formatTable(header, rows);
}
