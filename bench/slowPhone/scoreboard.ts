import type {Locale} from '../../common/sitePaths';
import {formatTable} from '../lib/table';

/**
 * The pure half of `npm run bench:slow-phone`: every limit a fast site on a slow phone is held to, checked against
 * the results of one run of `bench:phone`, `bench:interactions` and `bench:lighthouse-compare` on the same builds.
 * The limits are the ones each bench wrote into its JSON; only the "after" build is judged.
 */

/** The parts of the three benches' JSON files the scoreboard reads. */
export interface PhoneResult {
  limits: {firstUseKB: number; firstUseMs: number; keystrokeP95Ms: number};
  firstUse: {build: string; locale: Locale; page: string; bytes: {median: number}; ms: {median: number}}[];
  keystrokes: {summary: {build: string; locale: Locale; queries: number; p95: number}[]};
}

export interface InteractionsResult {
  limits: {longestTaskMs: number; interactionMs: number};
  loads: {build: string; scripts: boolean; locale: Locale; page: string; longestMs: number; blockingMs: number}[];
  interactions: {build: string; locale: Locale; label: string; medianMs: number | null}[];
}

export interface LighthouseCompareResult {
  verdicts: {page: string; locale: Locale; check: 'perf' | 'tbt'; pass: boolean; after: number; reference: number}[];
}

export type Area =
  'search first use' | 'keystroke p95' | 'longest task' | 'Lighthouse TBT' | 'Lighthouse score' | 'interaction';

export interface Check {
  area: Area;
  locale: Locale;
  /** The page type, the interaction, or the pages the keystrokes were typed on. */
  subject: string;
  /** What was measured, as the table shows it. */
  value: string;
  /** The limit it is held to. */
  limit: string;
  pass: boolean;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function searchChecks(phone: PhoneResult): Check[] {
  const {firstUseKB, firstUseMs, keystrokeP95Ms} = phone.limits;
  const firstUse = phone.firstUse
    .filter((row) => row.build === 'after')
    .map((row): Check => {
      const kb = row.bytes.median / 1024;
      return {
        area: 'search first use',
        locale: row.locale,
        subject: row.page,
        value: `${kb.toFixed(1)} KB, ${ms(row.ms.median)}`,
        limit: `≤ ${firstUseKB} KB, < ${firstUseMs} ms`,
        pass: kb <= firstUseKB && row.ms.median < firstUseMs,
      };
    });
  const keystrokes = phone.keystrokes.summary
    .filter((row) => row.build === 'after' && row.queries > 0)
    .map((row): Check => ({
      area: 'keystroke p95',
      locale: row.locale,
      subject: 'home and docs pages',
      value: `${row.p95.toFixed(1)} ms`,
      limit: `< ${keystrokeP95Ms} ms`,
      pass: row.p95 < keystrokeP95Ms,
    }));
  return [...firstUse, ...keystrokes];
}

function mainThreadChecks(result: InteractionsResult): Check[] {
  const {longestTaskMs, interactionMs} = result.limits;
  const loads = result.loads
    .filter((row) => row.build === 'after' && row.scripts)
    .map((row): Check => ({
      area: 'longest task',
      locale: row.locale,
      subject: row.page,
      value: ms(row.longestMs),
      limit: `< ${longestTaskMs} ms`,
      pass: row.longestMs < longestTaskMs,
    }));
  const interactions = result.interactions
    .filter((row) => row.build === 'after')
    .map((row): Check => ({
      area: 'interaction',
      locale: row.locale,
      subject: row.label,
      // Under the browser's 16 ms reporting threshold, an interaction leaves no Event Timing entry.
      value: row.medianMs === null ? '< 16 ms' : ms(row.medianMs),
      limit: `< ${interactionMs} ms`,
      pass: (row.medianMs ?? 0) < interactionMs,
    }));
  return [...loads, ...interactions];
}

function lighthouseChecks(result: LighthouseCompareResult): Check[] {
  return result.verdicts.map((verdict): Check =>
    verdict.check === 'tbt'
      ? {
          area: 'Lighthouse TBT',
          locale: verdict.locale,
          subject: verdict.page,
          value: ms(verdict.after),
          limit: `≤ stock's ${ms(verdict.reference)}`,
          pass: verdict.pass,
        }
      : {
          area: 'Lighthouse score',
          locale: verdict.locale,
          subject: verdict.page,
          value: String(verdict.after),
          limit: `≥ before's ${verdict.reference}`,
          pass: verdict.pass,
        },
  );
}

export function scoreboard(
  phone: PhoneResult,
  interactions: InteractionsResult,
  lighthouse: LighthouseCompareResult,
): Check[] {
  return [...searchChecks(phone), ...mainThreadChecks(interactions), ...lighthouseChecks(lighthouse)];
}

/** One table of every check, the failing ones marked, and a count of those that hold. */
export function formatScoreboard(checks: readonly Check[]): string {
  const table = formatTable(
    ['area', 'locale', 'page or interaction', 'after', 'limit', ''],
    checks.map((check) => [check.area, check.locale, check.subject, check.value, check.limit, check.pass ? '' : '✗']),
  );
  const held = checks.filter((check) => check.pass).length;
  return `${table}\n${held} of ${checks.length} checks hold; ✗ marks the others.`;
}
