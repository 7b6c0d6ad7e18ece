import {describe, expect, it} from 'vitest';
import {summarizeRow, verdicts, type Row} from '../lighthouse/compare';
import type {Sample} from '../lighthouse/run';
import type {ThrottlingMethod} from '../lighthouse/throttling';
import type {ComparedLabel} from '../lib/builds';
import type {LoadAverage} from '../lib/system';
import type {Locale} from '../../common/sitePaths';
import type {BuildResult, InteractionsResult, LighthouseCompareResult, PhoneResult} from './results';
import {formatScoreboard, scoreboard, type Check} from './scoreboard';

const load: LoadAverage = {at: '2026-11-28T00:00:00.000Z', one: 0.2, five: 0.3, fifteen: 0.4};
const written = {generatedAt: '2026-11-28T01:00:00.000Z', loadAverage: {start: load, end: load}};

const phone: PhoneResult = {
  ...written,
  limits: {firstUseKB: 150, firstUseMs: 1000, keystrokeP95Ms: 100},
  firstUse: [
    {build: 'after', locale: 'ja', page: 'home', bytes: {median: 109.2 * 1024}, ms: {median: 850}},
    {build: 'after', locale: 'en', page: 'docs', bytes: {median: 160 * 1024}, ms: {median: 400}},
    {build: 'after', locale: 'en', page: 'list', bytes: {median: 15 * 1024}, ms: {median: 1000}},
    {build: 'before', locale: 'ja', page: 'home', bytes: {median: 300 * 1024}, ms: {median: 2300}},
  ],
  keystrokes: {
    summary: [
      {build: 'after', locale: 'ja', queries: 38, p95: 99.9},
      {build: 'after', locale: 'en', queries: 40, p95: 100},
      {build: 'before', locale: 'en', queries: 40, p95: 20},
      {build: 'after', locale: 'en', queries: 0, p95: NaN},
    ],
  },
};

/** A first visit of the after build, with its scripts or without (the floor). */
const visit = (page: string, locale: Locale, scripts: boolean, longestMs: number) => ({
  build: 'after',
  scripts,
  locale,
  page,
  longestMs,
  blockingMs: 0,
});

const interactions: InteractionsResult = {
  ...written,
  limits: {longestTaskMs: 200, aboveFloorMs: 50, interactionMs: 100},
  loads: [
    // 240 ms: within 50 ms of a 200 ms floor (limit 250), over 200 with a 150 ms floor (limit 200).
    visit('docs', 'ja', true, 240),
    visit('docs', 'ja', false, 200),
    visit('docs', 'en', true, 240),
    visit('docs', 'en', false, 150),
    // Exactly the floor's limit passes ("within 50 ms"); 200 with a low floor does not ("under 200").
    visit('list', 'ja', true, 260),
    visit('list', 'ja', false, 210),
    visit('list', 'en', true, 200),
    visit('list', 'en', false, 100),
    // No floor measured: 200 ms alone.
    visit('home', 'en', true, 199),
    {build: 'before', scripts: true, locale: 'ja', page: 'docs', longestMs: 900, blockingMs: 0},
    {build: 'stock', scripts: true, locale: 'en', page: '/docs/intro', longestMs: 900, blockingMs: 0},
  ],
  interactions: [
    {build: 'after', locale: 'ja', label: 'phone menu opened', medianMs: 104},
    {build: 'after', locale: 'en', label: 'phone menu opened', medianMs: 96},
    {build: 'after', locale: 'en', label: 'color mode toggled', medianMs: null},
    {build: 'before', locale: 'en', label: 'color mode toggled', medianMs: 500},
  ],
};

function sample(performance: number, tbt: number, lcp: number, throttling: ThrottlingMethod): Sample {
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

/** A row of lighthouse-compare from its runs, each [score, TBT, LCP]. */
function row(
  build: ComparedLabel,
  locale: Locale,
  page: string,
  throttling: ThrottlingMethod,
  runs: [number, number, number][],
): Row {
  return summarizeRow(
    {build, throttling, locale, page, path: build === 'stock' ? page : `/${locale}/${page}`},
    runs.map(([perf, tbt, lcp]) => sample(perf, tbt, lcp, throttling)),
  );
}

// Before's runs: scores 80, 86, 90 (lowest 80, median 86); LCP 2,000, 2,200, 2,600 ms (highest 2,600).
const beforeRuns: [number, number, number][] = [
  [86, 500, 2000],
  [80, 500, 2600],
  [90, 500, 2200],
];
const rows: Row[] = [
  row('before', 'ja', 'post', 'simulate', beforeRuns),
  // Below before's median score, above its lowest run; LCP between before's median and highest: both pass.
  row('after', 'ja', 'post', 'simulate', [[82, 900, 2500]]),
  row('before', 'en', 'post', 'simulate', beforeRuns),
  // Below before's lowest run; LCP above its highest: both fail. TBT under the stock page's: passes.
  row('after', 'en', 'post', 'simulate', [[79, 400, 2700]]),
  row('stock', 'en', '/blog/welcome', 'simulate', [[70, 416, 3000]]),
  // With DevTools throttling, against the DevTools runs only: TBT over the stock page's fails.
  row('before', 'en', 'post', 'devtools', [[60, 700, 4000]]),
  row('after', 'en', 'post', 'devtools', [[60, 800, 4000]]),
  row('stock', 'en', '/blog/welcome', 'devtools', [[50, 700, 5000]]),
];
const lighthouse: LighthouseCompareResult = {
  ...written,
  verdicts: verdicts(rows, ['post'], {post: '/blog/welcome'}),
};

const build: BuildResult = {
  ...written,
  limits: {editedS: 25, freshS: 45},
  trees: [
    {label: 'after', edited: {median: 24.9, seconds: [24.9]}, fresh: {median: 45, seconds: [45]}},
    {label: 'before', edited: {median: 99, seconds: [99]}, fresh: {median: 99, seconds: [99]}},
  ],
};

describe('scoreboard', () => {
  const checks = scoreboard({interactions, phone, lighthouse, build});
  const line = (check: Check) =>
    `${check.area}${check.throttling ? ` ${check.throttling}` : ''} ${check.locale} ${check.subject} ${check.pass}`;
  const find = (area: string, subject: string, locale: string, throttling?: ThrottlingMethod) =>
    checks.find(
      (check) =>
        check.area === area && check.subject === subject && check.locale === locale && check.throttling === throttling,
    );

  it('judges the after build only, every limit in order, with the limits each bench wrote', () => {
    expect(checks.map(line)).toEqual([
      'longest task ja docs true',
      'longest task en docs false',
      'longest task ja list true',
      'longest task en list false',
      'longest task en home true',
      'interaction ja phone menu opened false',
      'interaction en phone menu opened true',
      'interaction en color mode toggled true',
      'keystroke p95 ja home and docs pages true',
      'keystroke p95 en home and docs pages false',
      'Lighthouse score simulate ja post true',
      'Lighthouse LCP simulate ja post true',
      'Lighthouse score simulate en post false',
      'Lighthouse TBT simulate en post true',
      'Lighthouse LCP simulate en post false',
      'Lighthouse score devtools en post true',
      'Lighthouse TBT devtools en post false',
      'Lighthouse LCP devtools en post true',
      'search first use ja home true',
      'search first use en docs false',
      'search first use en list false',
      'build both rebuild after editing one page true',
      'build both first build on a fresh clone false',
    ]);
  });

  it('holds the longest task to max(200, floor + 50) and shows the value, the floor and the limit', () => {
    expect(find('longest task', 'docs', 'ja')).toMatchObject({
      value: '240 ms',
      against: 'floor 200 ms (no scripts)',
      limit: '≤ 250 ms (floor + 50)',
      pass: true,
    });
    expect(find('longest task', 'docs', 'en')).toMatchObject({
      value: '240 ms',
      against: 'floor 150 ms (no scripts)',
      // 200 either way: 200 itself would pass, being within 50 ms of the floor.
      limit: '≤ 200 ms (floor + 50)',
      pass: false,
    });
    expect(find('longest task', 'list', 'en')).toMatchObject({value: '200 ms', limit: '< 200 ms', pass: false});
    expect(find('longest task', 'home', 'en')).toMatchObject({against: 'floor not measured', limit: '< 200 ms'});
  });

  it("holds Lighthouse's score and LCP to before's runs and TBT to the stock page, English pages only", () => {
    expect(find('Lighthouse score', 'post', 'ja', 'simulate')).toMatchObject({
      value: '82',
      against: 'before: lowest 80, median 86',
      limit: '≥ 80',
    });
    expect(find('Lighthouse LCP', 'post', 'en', 'simulate')).toMatchObject({
      value: '2700 ms',
      against: 'before: highest 2600 ms, median 2200 ms',
      limit: '≤ 2600 ms',
    });
    expect(find('Lighthouse TBT', 'post', 'en', 'devtools')).toMatchObject({
      value: '800 ms',
      against: 'stock /blog/welcome 700 ms',
      limit: '≤ 700 ms',
    });
    expect(find('Lighthouse TBT', 'post', 'ja', 'simulate')).toBeUndefined();
  });

  it('shows search, keystroke and build figures against their fixed limits', () => {
    expect(find('search first use', 'docs', 'en')).toMatchObject({
      value: '160.0 KB, 400 ms',
      limit: '≤ 150 KB, < 1000 ms',
    });
    expect(find('keystroke p95', 'home and docs pages', 'en')).toMatchObject({value: '100.0 ms', limit: '< 100 ms'});
    expect(find('interaction', 'color mode toggled', 'en')).toMatchObject({value: '< 16 ms'});
    expect(find('build', 'rebuild after editing one page', 'both')).toMatchObject({value: '24.9 s', limit: '< 25 s'});
    expect(find('build', 'first build on a fresh clone', 'both')).toMatchObject({value: '45.0 s', limit: '< 45 s'});
  });

  it('marks every line pass or fail, the method beside Lighthouse areas, and counts those that pass', () => {
    const table = formatScoreboard(checks).split('\n');
    expect(table.filter((text) => text.endsWith('fail ✗'))).toHaveLength(10);
    expect(table.filter((text) => text.endsWith('pass'))).toHaveLength(13);
    expect(table.find((text) => text.startsWith('Lighthouse TBT (devtools)'))).toMatch(/fail ✗$/);
    expect(table.at(-1)).toBe('13 of 23 checks pass.');
  });
});
