import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * The repository's own ESLint config, run on planted files: each gate has to report its violation, at the
 * file and line where it is.
 */

const repoRoot = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    // Only the gates under test run, without the type-aware rules and the TypeScript program they need, which
    // would take most of a minute to load.
    overrideConfig: {languageOptions: {parserOptions: {projectService: false}}},
    ruleFilter: ({ruleId}) => ruleId.startsWith('import-x/') || ruleId.startsWith('@docusaurus/'),
  });
});

function findings(results: ESLint.LintResult[], ruleId: string) {
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === ruleId)
      .map((message) => ({file: path.relative(repoRoot, result.filePath), line: message.line})),
  );
}

describe('ESLint gates', () => {
  let plantedDir: string;

  beforeAll(() => {
    // Under common/, so that the resolver and the layer rules treat the files as the repository's own.
    plantedDir = mkdtempSync(path.join(repoRoot, 'common', 'lint-gate-'));
  });
  afterAll(() => rmSync(plantedDir, {recursive: true, force: true}));

  it('import-x/no-cycle reports two TypeScript modules that import each other', async () => {
    const a = path.join(plantedDir, 'a.ts');
    const b = path.join(plantedDir, 'b.ts');
    writeFileSync(a, "import {b} from './b';\n\nexport const a = (): number => b() + 1;\n");
    writeFileSync(b, "// b\nimport {a} from './a';\n\nexport const b = (): number => a() - 1;\n");
    const results = await eslint.lintFiles([a, b]);
    const dir = path.relative(repoRoot, plantedDir);
    expect(findings(results, 'import-x/no-cycle')).toEqual([
      {file: path.join(dir, 'a.ts'), line: 1},
      {file: path.join(dir, 'b.ts'), line: 2},
    ]);
  });

  it('import-x/no-restricted-paths reports common/ importing from src/', async () => {
    const file = path.join(repoRoot, 'common', 'plantedBoundary.ts');
    const code = [
      "import {sitePath} from './sitePaths';",
      "import {formatYearMonth} from '../src/data/format';",
      '',
      'export const planted = [sitePath, formatYearMonth];',
      '',
    ].join('\n');
    const results = await eslint.lintText(code, {filePath: file});
    expect(findings(results, 'import-x/no-restricted-paths')).toEqual([{file: 'common/plantedBoundary.ts', line: 2}]);
  });

  it("Docusaurus's recommended rules report an <a> link and an <h2> in site code", async () => {
    const file = path.join(repoRoot, 'src', 'components', 'PlantedGate.tsx');
    const code = [
      "import React, {type ReactNode} from 'react';",
      "import Translate from '@docusaurus/Translate';",
      '',
      'export function PlantedGate(): ReactNode {',
      '  return (',
      '    <section>',
      '      <h2>',
      '        <Translate id="planted.title">見出し</Translate>',
      '      </h2>',
      '      <a href="/docs/">',
      '        <Translate id="planted.link">ドキュメント</Translate>',
      '      </a>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    const results = await eslint.lintText(code, {filePath: file});
    expect(findings(results, '@docusaurus/prefer-docusaurus-heading')).toEqual([
      {file: 'src/components/PlantedGate.tsx', line: 7},
    ]);
    expect(findings(results, '@docusaurus/no-html-links')).toEqual([
      {file: 'src/components/PlantedGate.tsx', line: 10},
    ]);
  });
});
