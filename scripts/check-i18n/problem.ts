/**
 * One gap between the Japanese source and a translation.
 * - missing: the translation lacks a file or key the source has
 * - orphan: the translation has a file or key the source does not have (or no longer uses)
 * - untranslated: the translated text is identical to the Japanese and not allow-listed
 * - mismatch: a value or a count that must be the same in both languages differs
 */
export type ProblemKind = 'missing' | 'orphan' | 'untranslated' | 'mismatch';

export interface Problem {
  /** Path from the site root, with `/`: the file to fix (for a missing file, the one to create). */
  file: string;
  /** The key inside the file: a translation id, a front matter key, `h2`/`code`/`mermaid`; `(file)` for the file itself. */
  key: string;
  kind: ProblemKind;
  message: string;
}

export const FILE_KEY = '(file)';

/** Problems by file, then key: the order of the report. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.key.localeCompare(b.key) || a.message.localeCompare(b.message),
  );
}

/** Problems grouped by file (in the order given), one line per key. */
export function formatReport(problems: readonly Problem[]): string {
  if (problems.length === 0) {
    return 'check:i18n: every page and interface string has its translation.';
  }
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  const lines = [`check:i18n: ${plural(problems.length, 'problem')} in ${plural(byFile.size, 'file')}`];
  for (const [file, fileProblems] of byFile) {
    lines.push('', file);
    for (const {kind, key, message} of fileProblems) {
      lines.push(`  ${kind.padEnd(12)} ${key}: ${message}`);
    }
  }
  return lines.join('\n');
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
