import {describe, expect, it} from 'vitest';
import {formatScoreboard, scoreboard, type InteractionsResult, type PhoneResult} from './scoreboard';

const phone: PhoneResult = {
  limits: {firstUseKB: 150, firstUseMs: 1000, keystrokeP95Ms: 50},
  firstUse: [
    {build: 'after', locale: 'ja', page: 'home', bytes: {median: 109.2 * 1024}, ms: {median: 850}},
    {build: 'after', locale: 'en', page: 'docs', bytes: {median: 160 * 1024}, ms: {median: 400}},
    {build: 'before', locale: 'ja', page: 'home', bytes: {median: 300 * 1024}, ms: {median: 2300}},
  ],
  keystrokes: {
    summary: [
      {build: 'after', locale: 'ja', queries: 38, p95: 60.5},
      {build: 'after', locale: 'en', queries: 40, p95: 45},
      {build: 'after', locale: 'en', queries: 0, p95: NaN},
    ],
  },
};

const interactions: InteractionsResult = {
  limits: {longestTaskMs: 200, interactionMs: 100},
  loads: [
    {build: 'after', scripts: true, locale: 'ja', page: 'docs', longestMs: 343, blockingMs: 844},
    {build: 'after', scripts: false, locale: 'ja', page: 'docs', longestMs: 150, blockingMs: 300},
    {build: 'stock', scripts: true, locale: 'en', page: 'docs', longestMs: 100, blockingMs: 100},
  ],
  interactions: [
    {build: 'after', locale: 'en', label: 'phone menu opened', medianMs: 104},
    {build: 'after', locale: 'en', label: 'color mode toggled', medianMs: null},
  ],
};

const lighthouse = {
  verdicts: [
    {page: 'post', locale: 'ja' as const, check: 'tbt' as const, pass: false, after: 456, reference: 416},
    {page: 'post', locale: 'en' as const, check: 'perf' as const, pass: true, after: 89, reference: 87},
  ],
};

describe('scoreboard', () => {
  const checks = scoreboard(phone, interactions, lighthouse);
  const find = (area: string, subject: string, locale: string) =>
    checks.find((check) => check.area === area && check.subject === subject && check.locale === locale);

  it('judges the after build only, with the limits each bench wrote', () => {
    expect(checks.map((check) => `${check.area} ${check.locale} ${check.subject} ${check.pass}`)).toEqual([
      'search first use ja home true',
      'search first use en docs false',
      'keystroke p95 ja home and docs pages false',
      'keystroke p95 en home and docs pages true',
      'longest task ja docs false',
      'interaction en phone menu opened false',
      'interaction en color mode toggled true',
      'Lighthouse TBT ja post false',
      'Lighthouse score en post true',
    ]);
  });

  it('shows what was measured against its limit', () => {
    expect(find('search first use', 'docs', 'en')).toMatchObject({
      value: '160.0 KB, 400 ms',
      limit: '≤ 150 KB, < 1000 ms',
    });
    expect(find('interaction', 'color mode toggled', 'en')).toMatchObject({value: '< 16 ms'});
    expect(find('Lighthouse TBT', 'post', 'ja')).toMatchObject({value: '456 ms', limit: "≤ stock's 416 ms"});
  });

  it('marks every failing check in the table and counts those that hold', () => {
    const table = formatScoreboard(checks);
    expect(table.split('\n').filter((line) => line.endsWith('✗'))).toHaveLength(5);
    expect(table).toMatch(/4 of 9 checks hold/);
  });
});
