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

/**
 * Rows aligned under their headers for a terminal: values cut to `maxWidths`, East Asian wide characters
 * counted as two columns, control characters shown as escapes.
 */
export function renderTable(headers: string[], rows: string[][], maxWidths: number[]): string {
  const cells = [headers, ...rows.map((row) => row.map(printable))].map((row) =>
    row.map((cell, index) => fit(cell, maxWidths[index]!)),
  );
  const widths = headers.map((_, index) => Math.max(...cells.map((row) => width(row[index]!))));
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell + ' '.repeat(widths[index]! - width(cell)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n') + '\n';
}

/** "1 inquiry", "3 inquiries". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
