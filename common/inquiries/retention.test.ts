import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_RETENTION_DAYS, RETENTION_YEARS} from './retention';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/**
 * Where README.md and .env.example state the retention period in text that cannot import the constant, and
 * what each says; a place that is missing counts as a disagreement too.
 */
function disagreements(readme: string, envExample: string, days: number): string[] {
  const problems: string[] = [];
  const check = (where: string, found: string | undefined, expected: string) => {
    if (found !== expected) {
      problems.push(`${where}: ${found ?? 'not found'}, expected ${expected}`);
    }
  };
  const cron = /cron\.schedule\(\s*'inquiry-retention'[\s\S]*?\);/.exec(readme)?.[0];
  check('README cron SQL', cron && /interval '(\d+) days'/.exec(cron)?.[1], String(days));
  check('README configuration table', /^\| `INQUIRY_RETENTION_DAYS` \| `(\d+)`/m.exec(readme)?.[1], String(days));
  check(
    'README "Retention"',
    /`INQUIRY_RETENTION_DAYS` \(([\d,]+), \w+ years?\)/.exec(readme)?.[1],
    days.toLocaleString('en-US'),
  );
  check('.env.example', /^INQUIRY_RETENTION_DAYS=(\d+)$/m.exec(envExample)?.[1], String(days));
  return problems;
}

describe('the retention period', () => {
  it('covers the policy’s years from any starting day, leap days included, and at most one day more', () => {
    const DAY = 864e5;
    for (let start = Date.UTC(2024, 0, 1); start < Date.UTC(2032, 0, 1); start += DAY) {
      const end = new Date(start);
      end.setUTCFullYear(end.getUTCFullYear() + RETENTION_YEARS);
      const days = Math.round((end.getTime() - start) / DAY);
      expect(DEFAULT_RETENTION_DAYS).toBeGreaterThanOrEqual(days);
      expect(DEFAULT_RETENTION_DAYS - days).toBeLessThanOrEqual(1);
    }
  });

  it('is what the README (the Supabase cron SQL included) and .env.example say', () => {
    expect(disagreements(read('README.md'), read('.env.example'), DEFAULT_RETENTION_DAYS)).toEqual([]);
  });

  it('disagrees visibly when one of them says another number or nothing', () => {
    const other = DEFAULT_RETENTION_DAYS - 1;
    const readme = read('README.md').replace(/interval '\d+ days'/, `interval '${other} days'`);
    const envExample = read('.env.example').replace(/^INQUIRY_RETENTION_DAYS=.*\n/m, '');
    expect(disagreements(readme, envExample, DEFAULT_RETENTION_DAYS)).toEqual([
      `README cron SQL: ${other}, expected ${DEFAULT_RETENTION_DAYS}`,
      `.env.example: not found, expected ${DEFAULT_RETENTION_DAYS}`,
    ]);
  });
});
