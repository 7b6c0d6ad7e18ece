import {describe, expect, it} from 'vitest';
import {csvField, toCsv, toJson, toTable} from './export';
import type {StoredInquiry} from '../../inquiries/inquiry';
import {storedInquiry} from '../../../tests/server/inquiries';

const row = (overrides: Partial<StoredInquiry> = {}): StoredInquiry =>
  storedInquiry({
    id: '7d0f3c9e-1111-4222-8333-944445555666',
    createdAt: new Date('2025-08-01T09:00:00.000Z'),
    locale: 'ja',
    subject: 'other',
    name: '山田 太郎',
    email: 'taro@example.jp',
    company: '',
    message: 'こんにちは',
    ...overrides,
  });

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+81 3', "'+81 3"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['\tx', "'\tx"],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes a header and one CRLF-terminated line per inquiry', () => {
    const csv = toCsv([row({message: 'line 1\nline 2', name: '=cmd'})]);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toMatch(/^id,created_at,locale,subject,name,email,company,/);
    expect(end).toBe('');
    // No cell of this row holds a comma, so splitting on commas finds the cells.
    const cells = line!.split(',');
    expect(Object.fromEntries(header!.split(',').map((column, index) => [column, cells[index]]))).toMatchObject({
      id: '7d0f3c9e-1111-4222-8333-944445555666',
      created_at: '2025-08-01T09:00:00.000Z',
      locale: 'ja',
      subject: 'other',
      name: "'=cmd",
      email: 'taro@example.jp',
      company: '',
      message: '"line 1\nline 2"',
    });
    expect(cells).toHaveLength(header!.split(',').length);
  });
});

describe('JSON export', () => {
  it('round-trips every field', () => {
    const parsed = JSON.parse(toJson([row()])) as unknown[];
    expect(parsed).toEqual([{...row(), createdAt: '2025-08-01T09:00:00.000Z'}]);
  });
});

describe('table', () => {
  it('aligns columns, counting Japanese characters as two columns', () => {
    const lines = toTable([row({name: '山田'}), row({name: 'Bob'})]).split('\n');
    const emailColumn = lines[0]!.indexOf('email');
    // 山田 is two characters but four columns wide: the padding after it is two characters shorter.
    expect(lines[2]!.indexOf('taro@')).toBe(emailColumn - 2);
    expect(lines[3]!.indexOf('taro@')).toBe(emailColumn);
  });

  it('shows control characters as escapes, so stored text cannot drive the terminal', () => {
    const table = toTable([row({message: 'a\u001b[2Jb\nc'})]);
    expect(table).not.toContain('\u001b');
    expect(table).toContain('a\\u001b[2Jb\u23cec');
  });

  it('cuts long values', () => {
    const table = toTable([row({message: 'x'.repeat(500)})]);
    expect(table).toContain('x'.repeat(59) + '\u2026');
    expect(table).not.toContain('x'.repeat(61));
  });

  it('says so when there is nothing', () => {
    expect(toTable([])).toBe('No inquiries.\n');
  });
});
