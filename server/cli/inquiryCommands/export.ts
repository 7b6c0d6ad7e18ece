import {INQUIRY_FIELDS, columnOf} from '../../../common/inquiries/fields';
import type {StoredInquiry} from '../../inquiries/inquiry';
import {count, renderTable} from './table';

export const FORMATS = ['table', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

const COLUMNS: readonly (keyof StoredInquiry)[] = ['id', 'createdAt', 'locale', ...INQUIRY_FIELDS.map(({key}) => key)];
/** The CSV and table headers: the database's column names. */
const HEADERS = COLUMNS.map(columnOf);

function cells(inquiry: StoredInquiry): string[] {
  return COLUMNS.map((column) => {
    const value = inquiry[column];
    return value instanceof Date ? value.toISOString() : value;
  });
}

/**
 * One CSV field (RFC 4180). A cell a spreadsheet would read as a formula (starting with = + - @, or tab or
 * carriage return, OWASP's list) gets a leading apostrophe, so opening the export runs nothing.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(inquiries: StoredInquiry[]): string {
  const rows = [HEADERS, ...inquiries.map(cells)];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function toJson(inquiries: StoredInquiry[]): string {
  return JSON.stringify(inquiries, null, 2) + '\n';
}

const MAX_WIDTH: Record<string, number> = {
  id: 36,
  createdAt: 24,
  locale: 6,
  ...Object.fromEntries(INQUIRY_FIELDS.map(({key, width}) => [key, width])),
};

/** An aligned table for reading in a terminal; long values are cut (use json or csv for everything). */
export function toTable(inquiries: StoredInquiry[]): string {
  if (inquiries.length === 0) {
    return 'No inquiries.\n';
  }
  const widths = COLUMNS.map((column) => MAX_WIDTH[column]!);
  return renderTable(HEADERS, inquiries.map(cells), widths) + `${count(inquiries.length, 'inquiry', 'inquiries')}\n`;
}

/** Excel reads a CSV without it as the system code page (Shift_JIS on Japanese Windows), garbling Japanese. */
export const BOM = '\uFEFF';

export function format(inquiries: StoredInquiry[], as: Format, {bom = true}: {bom?: boolean} = {}): string {
  if (as === 'csv') {
    return (bom ? BOM : '') + toCsv(inquiries);
  }
  return as === 'json' ? toJson(inquiries) : toTable(inquiries);
}
