import type {StoredInquiry} from './store';

export const FORMATS = ['table', 'json', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

const COLUMNS = ['id', 'createdAt', 'locale', 'subject', 'name', 'email', 'company', 'message'] as const;
const HEADERS = ['id', 'created_at', 'locale', 'subject', 'name', 'email', 'company', 'message'];

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

/** Control characters as visible escapes, so stored text can never drive the terminal. */
function printable(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) =>
    char === '\n' ? '\u23ce' : `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

/** Terminal columns a character takes: two for East Asian wide and full-width characters. */
function charWidth(char: string): number {
  return /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1faff}\u{20000}-\u{3fffd}]/u.test(
    char,
  )
    ? 2
    : 1;
}

function width(value: string): number {
  let total = 0;
  for (const char of value) {
    total += charWidth(char);
  }
  return total;
}

/** Cuts to at most `max` columns, marking the cut with an ellipsis. */
function fit(value: string, max: number): string {
  if (width(value) <= max) {
    return value;
  }
  let out = '';
  let used = 0;
  for (const char of value) {
    if (used + charWidth(char) > max - 1) {
      break;
    }
    out += char;
    used += charWidth(char);
  }
  return `${out}\u2026`;
}

const MAX_WIDTH = {id: 36, createdAt: 24, locale: 6, subject: 32, name: 24, email: 32, company: 24, message: 60};

/** An aligned table for reading in a terminal; long values are cut (use json or csv for everything). */
export function toTable(inquiries: StoredInquiry[]): string {
  if (inquiries.length === 0) {
    return 'No inquiries.\n';
  }
  const rows = [HEADERS, ...inquiries.map((inquiry) => cells(inquiry).map(printable))].map((row) =>
    row.map((cell, index) => fit(cell, MAX_WIDTH[COLUMNS[index]!])),
  );
  const widths = HEADERS.map((_, index) => Math.max(...rows.map((row) => width(row[index]!))));
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell + ' '.repeat(widths[index]! - width(cell)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n') + `\n${inquiries.length} inquiries\n`;
}

export function format(inquiries: StoredInquiry[], as: Format): string {
  return as === 'csv' ? toCsv(inquiries) : as === 'json' ? toJson(inquiries) : toTable(inquiries);
}
