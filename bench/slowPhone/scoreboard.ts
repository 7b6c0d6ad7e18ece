import type {Locale} from '../../common/sitePaths';
import type {Verdict} from '../lighthouse/compare';
import type {ThrottlingMethod} from '../lighthouse/throttling';
import {formatTable} from '../lib/table';
import type {BuildResult, InteractionsResult, LighthouseCompareResult, PhoneResult} from './results';

/**
 * The pure half of `npm run bench:slow-phone`: every limit a fast site on a slow phone is held to, checked against
 * the results of one run of `bench:interactions`, `bench:phone`, `bench:lighthouse-compare` and `bench:build`. The
 * limits are the ones each bench wrote into its JSON (Lighthouse's are its verdicts); only "after" is judged.
 */

export type Area =
  | 'longest task'
  | 'interaction'
  | 'keystroke p95'
  | 'Lighthouse score'
  | 'Lighthouse TBT'
  | 'Lighthouse LCP'
  | 'search first use'
  | 'build';

export interface Check {
  area: Area;
  /** Lighthouse checks: how their runs were throttled. */
  throttling?: ThrottlingMethod;
  /** 'both': a build makes both locales. */
  locale: Locale | 'both';
  /** The page type, the interaction, the pages the keystrokes were typed on, or the build. */
  subject: string;
  /** What was measured, as the table shows it. */
  value: string;
  /** What the limit is drawn from, when it is not fixed: the page without scripts, the stock page, before's runs. */
  against: string;
  /** The limit it is held to. */
  limit: string;
  pass: boolean;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${value.toFixed(1)} s`;

/**
 * The longest task of a first visit: under the fixed limit, or within the margin of the same page's floor (its
 * HTML and CSS alone) when that floor is already near or over it: the limit is max(200, floor + 50).
 */
function longestTaskChecks(result: InteractionsResult): Check[] {
  const {longestTaskMs, aboveFloorMs} = result.limits;
  const after = result.loads.filter((row) => row.build === 'after');
  return after
    .filter((row) => row.scripts)
    .map((row): Check => {
      const floor = after.find((other) => !other.scripts && other.page === row.page && other.locale === row.locale);
      const floorLimit = floor === undefined ? -Infinity : floor.longestMs + aboveFloorMs;
      const fromFloor = floorLimit >= longestTaskMs;
      return {
        area: 'longest task',
        locale: row.locale,
        subject: row.page,
        value: ms(row.longestMs),
        against: floor === undefined ? 'floor not measured' : `floor ${ms(floor.longestMs)} (no scripts)`,
        limit: fromFloor ? `≤ ${ms(floorLimit)} (floor + ${aboveFloorMs})` : `< ${longestTaskMs} ms`,
        pass: row.longestMs < longestTaskMs || row.longestMs <= floorLimit,
      };
    });
}

function interactionChecks(result: InteractionsResult): Check[] {
  const {interactionMs} = result.limits;
  return result.interactions
    .filter((row) => row.build === 'after')
    .map((row): Check => ({
      area: 'interaction',
      locale: row.locale,
      subject: row.label,
      // Under the browser's 16 ms reporting threshold, an interaction leaves no Event Timing entry.
      value: row.medianMs === null ? '< 16 ms' : ms(row.medianMs),
      against: '',
      limit: `< ${interactionMs} ms`,
      pass: (row.medianMs ?? 0) < interactionMs,
    }));
}

function keystrokeChecks(phone: PhoneResult): Check[] {
  const {keystrokeP95Ms} = phone.limits;
  return phone.keystrokes.summary
    .filter((row) => row.build === 'after' && row.queries > 0)
    .map((row): Check => ({
      area: 'keystroke p95',
      locale: row.locale,
      subject: 'home and docs pages',
      value: `${row.p95.toFixed(1)} ms`,
      against: '',
      limit: `< ${keystrokeP95Ms} ms`,
      pass: row.p95 < keystrokeP95Ms,
    }));
}

function lighthouseCheck(verdict: Verdict): Check {
  const {page: subject, locale, throttling, pass, reference} = verdict;
  const common = {locale, subject, throttling, pass};
  switch (verdict.check) {
    case 'perf':
      return {
        ...common,
        area: 'Lighthouse score',
        value: String(verdict.after),
        against: `before: lowest ${reference}, median ${verdict.beforeMedian ?? '?'}`,
        limit: `≥ ${reference}`,
      };
    case 'lcp':
      return {
        ...common,
        area: 'Lighthouse LCP',
        value: ms(verdict.after),
        against: `before: highest ${ms(reference)}, median ${verdict.beforeMedian === undefined ? '?' : ms(verdict.beforeMedian)}`,
        limit: `≤ ${ms(reference)}`,
      };
    case 'tbt':
      return {
        ...common,
        area: 'Lighthouse TBT',
        value: ms(verdict.after),
        against: `stock ${verdict.stockPath ?? '?'} ${ms(reference)}`,
        limit: `≤ ${ms(reference)}`,
      };
  }
}

function searchFirstUseChecks(phone: PhoneResult): Check[] {
  const {firstUseKB, firstUseMs} = phone.limits;
  return phone.firstUse
    .filter((row) => row.build === 'after')
    .map((row): Check => {
      const kb = row.bytes.median / 1024;
      return {
        area: 'search first use',
        locale: row.locale,
        subject: row.page,
        value: `${kb.toFixed(1)} KB, ${ms(row.ms.median)}`,
        against: '',
        limit: `≤ ${firstUseKB} KB, < ${firstUseMs} ms`,
        pass: kb <= firstUseKB && row.ms.median < firstUseMs,
      };
    });
}

function buildChecks(build: BuildResult): Check[] {
  const after = build.trees.find((tree) => tree.label === 'after');
  if (!after) {
    return [];
  }
  const check = (subject: string, median: number, limit: number): Check => ({
    area: 'build',
    locale: 'both',
    subject,
    value: seconds(median),
    against: '',
    limit: `< ${limit} s`,
    pass: median < limit,
  });
  return [
    check('rebuild after editing one page', after.edited.median, build.limits.editedS),
    check('first build on a fresh clone', after.fresh.median, build.limits.freshS),
  ];
}

export interface SlowPhoneResults {
  interactions: InteractionsResult;
  phone: PhoneResult;
  lighthouse: LighthouseCompareResult;
  build: BuildResult;
}

/** Every check, in the order of the limits: main thread, interactions and keystrokes, Lighthouse, search, build. */
export function scoreboard({interactions, phone, lighthouse, build}: SlowPhoneResults): Check[] {
  return [
    ...longestTaskChecks(interactions),
    ...interactionChecks(interactions),
    ...keystrokeChecks(phone),
    ...lighthouse.verdicts.map(lighthouseCheck),
    ...searchFirstUseChecks(phone),
    ...buildChecks(build),
  ];
}

/** One table of every check, pass or ✗ on each line, and a count of those that hold. */
export function formatScoreboard(checks: readonly Check[]): string {
  const table = formatTable(
    ['area', 'locale', 'page or interaction', 'after', 'against', 'limit', ''],
    checks.map((check) => [
      check.throttling ? `${check.area} (${check.throttling})` : check.area,
      check.locale,
      check.subject,
      check.value,
      check.against,
      check.limit,
      check.pass ? 'pass' : 'fail ✗',
    ]),
  );
  const held = checks.filter((check) => check.pass).length;
  return `${table}\n${held} of ${checks.length} checks pass.`;
}
