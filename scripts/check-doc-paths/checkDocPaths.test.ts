import {execFileSync} from 'node:child_process';
import {appendFileSync, copyFileSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {checkDocPaths} from './checkDocPaths';

const repoRoot = path.resolve(__dirname, '../..');
function tempFile(name: string): string {
  return path.join(temporaryDirectory('check-doc-paths'), name);
}

function manual(lines: string[]): string {
  const file = tempFile('manual.md');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('check:doc-paths', () => {
  it('names the file and line of a missing path planted in a copy of the README', () => {
    const copy = tempFile('README.md');
    copyFileSync(path.join(repoRoot, 'README.md'), copy);
    const before = checkDocPaths(repoRoot, [copy]);
    const length = readFileSync(copy, 'utf8').split('\n').length;
    appendFileSync(
      copy,
      '\nThe schema is in `src/inquiries/planted.ts`.\n\n```bash\nnpx tsx scripts/planted/index.ts\n```\n',
    );
    expect(checkDocPaths(repoRoot, [copy])).toEqual([
      ...before,
      {file: copy, line: length + 1, path: 'src/inquiries/planted.ts'},
      {file: copy, line: length + 4, path: 'scripts/planted/index.ts'},
    ]);
  });

  it('reads inline code and code blocks, and strips punctuation, line numbers, anchors, ./ and @site/', () => {
    const file = manual([
      'Edit `config/planted.ts`, then `common/inquiries/fields.ts`.', // 1
      'Run `npx vitest run scripts/planted.test.ts:12`.', // 2
      'See `./src/planted.css#dark`, `@site/common/planted.ts` and `src/data/company.ts:3`.', // 3
      '', // 4
      '```', // 5
      'config/               navbar.ts, footer.ts', // 6
      'server/planted/       gone', // 7
      '```', // 8
      'Plain text names server/unquoted.ts without code marks.', // 9
    ]);
    expect(checkDocPaths(repoRoot, [file])).toEqual([
      {file, line: 1, path: 'config/planted.ts'},
      {file, line: 2, path: 'scripts/planted.test.ts'},
      {file, line: 3, path: 'src/planted.css'},
      {file, line: 3, path: 'common/planted.ts'},
      {file, line: 7, path: 'server/planted/'},
    ]);
  });

  it('leaves URLs, globs, placeholders, generated folders, package paths and sample output alone', () => {
    const file = manual([
      '`https://example.com/src/planted.ts` `http://127.0.0.1:3000/docs/planted/`',
      '`src/pages/*.mdx` `i18n/en/**/*.md` `sidebars/{main,base}.ts`',
      '`newsplus/<slug>/index.md` `src/theme/<Component>` `src/planted/…` `docs/$NAME.md`',
      '`server/db/migrations/NNNN_name.sql` `newsplus/YYYY-MM-DD-planted.md`',
      '`build/planted/index.html` `releases/<id>` `dist/server/planted.js` `.data/planted` `node_modules/planted/x.js`',
      '`lib/client/planted.js` `@docusaurus/core/lib/planted` `planted.ts`',
      '',
      '```text',
      'src/planted.ts:3  a finding in sample output',
      '```',
    ]);
    expect(checkDocPaths(repoRoot, [file])).toEqual([]);
  });

  it('exits 1 and prints file:line for each missing path', () => {
    const file = manual(['# Planted', '', 'Read `scripts/planted/missing.ts`.']);
    let output = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/check-doc-paths/index.ts', file], {cwd: repoRoot, encoding: 'utf8'});
    } catch (error) {
      ({stdout: output, status} = error as {stdout: string; status: number});
    }
    expect(status).toBe(1);
    expect(output).toBe(`${file}:3: scripts/planted/missing.ts does not exist\n`);
  });
});
