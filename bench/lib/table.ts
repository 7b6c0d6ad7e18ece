/** Prints rows as a plain-text table with a header rule; numbers-looking cells are right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = /^[\d.,[\]–\- %×KBms/()✗]+$/;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
