import path from 'node:path';
import {LOCALES, localePath, type Locale} from '../../common/sitePaths';
import type {PageType} from '../lib/pages';
import {formatLoad, gitDescribe, loadAverage, writeResult, type LoadAverage} from '../lib/system';
import {formatTable, kb} from '../lib/table';
import {KINDS, pageWeight, type PageWeight} from './pageWeight';

export interface PageWeightRow extends PageWeight {
  page: string;
  locale: Locale;
}

export interface PageWeightReport {
  generatedAt: string;
  commit: string;
  buildDir: string;
  units: string;
  loadAverage: {start: LoadAverage; end: LoadAverage};
  pages: PageWeightRow[];
}

export async function measurePageWeights(buildDir: string, pages: readonly PageType[]): Promise<PageWeightReport> {
  const start = loadAverage();
  const rows: PageWeightRow[] = [];
  for (const page of pages) {
    for (const locale of LOCALES) {
      rows.push({page: page.id, locale, ...(await pageWeight(path.resolve(buildDir), localePath(locale, page.path)))});
    }
  }
  return {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    buildDir,
    units: 'bytes; br and gzip are the variants the build writes (what the server sends), raw is the file',
    loadAverage: {start, end: loadAverage()},
    pages: rows,
  };
}

export function formatWeightTable(report: PageWeightReport): string {
  const header = ['page', 'locale', ...KINDS, 'total', 'requests'];
  const rows = report.pages.map((row) => [
    row.page,
    row.locale,
    ...[...KINDS, 'total' as const].map((kind) => `${kb(row.totals[kind].br)} (${kb(row.totals[kind].raw)})`),
    String(row.resources.length),
  ]);
  return [
    'First-load bytes from the build: KB Brotli (KB raw); gzip figures are in bench/results/page-weight.json',
    formatTable(header, rows),
    `load average at start ${formatLoad(report.loadAverage.start)}, end ${formatLoad(report.loadAverage.end)}`,
  ].join('\n');
}

export async function writeWeightReport(report: PageWeightReport): Promise<string> {
  return writeResult('page-weight.json', report);
}
