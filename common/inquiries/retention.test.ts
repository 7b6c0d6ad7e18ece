import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_RETENTION_DAYS, RETENTION_YEARS} from './retention';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const PRIVACY_PAGES = ['src/pages/privacy.mdx', 'i18n/en/docusaurus-plugin-content-pages/privacy.mdx'];

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
    /`INQUIRY_RETENTION_DAYS` \(([\d,]+), \w+ years\)/.exec(readme)?.[1],
    days.toLocaleString('en-US'),
  );
  check('.env.example', /^INQUIRY_RETENTION_DAYS=(\d+)$/m.exec(envExample)?.[1], String(days));
  return problems;
}

describe('the retention period', () => {
  it('is three years counted generously: 1,096 days', () => {
    expect(RETENTION_YEARS).toBe(3);
    expect(DEFAULT_RETENTION_DAYS).toBe(1096);
  });

  it('is what the README (the Supabase cron SQL included) and .env.example say', () => {
    expect(disagreements(read('README.md'), read('.env.example'), DEFAULT_RETENTION_DAYS)).toEqual([]);
  });

  it('disagrees visibly when one of them says another number or nothing', () => {
    const readme = read('README.md').replace(/interval '\d+ days'/, "interval '1095 days'");
    const envExample = read('.env.example').replace(/^INQUIRY_RETENTION_DAYS=.*\n/m, '');
    expect(disagreements(readme, envExample, DEFAULT_RETENTION_DAYS)).toEqual([
      'README cron SQL: 1095, expected 1096',
      '.env.example: not found, expected 1096',
    ]);
  });

  it.each(PRIVACY_PAGES)('is imported by %s, which writes no number of its own', (page) => {
    const text = read(page);
    expect(text).toMatch(/^import \{inquiryRetention\} from '@site\/src\/data\/policies';$/m);
    expect(text).toMatch(/\{inquiryRetention\.(ja|en)\}[（ (]+\{inquiryRetention\.days\}/);
    expect(text).not.toMatch(/1,?096|three years|3年（/);
  });
});
