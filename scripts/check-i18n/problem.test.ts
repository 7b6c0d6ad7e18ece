import {describe, expect, it} from 'vitest';
import {formatReport, sortProblems, type Problem} from './problem';

describe('formatReport', () => {
  it('says so when nothing is missing', () => {
    expect(formatReport([])).toBe('check:i18n: every page and interface string has its translation.');
  });

  it('groups problems by file, one line a key', () => {
    const problems: Problem[] = [
      {
        file: 'i18n/en/code.json',
        key: 'home.title',
        kind: 'missing',
        message: 'used in src/ with the Japanese "ホーム"',
      },
      {file: 'i18n/en/a.md', key: '(file)', kind: 'missing', message: 'no translation of docs/a.md'},
      {file: 'i18n/en/code.json', key: 'home.old', kind: 'orphan', message: 'not used in src/ any more'},
    ];
    expect(formatReport(sortProblems(problems))).toBe(
      [
        'check:i18n: 3 problems in 2 files',
        '',
        'i18n/en/a.md',
        '  missing      (file): no translation of docs/a.md',
        '',
        'i18n/en/code.json',
        '  orphan       home.old: not used in src/ any more',
        '  missing      home.title: used in src/ with the Japanese "ホーム"',
      ].join('\n'),
    );
  });
});
