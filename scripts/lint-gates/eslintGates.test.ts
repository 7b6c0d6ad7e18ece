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

  /**
   * One planted import across each layer's boundary (eslint.config.mjs): where the file would be, what it
   * imports, and the zone's message ESLint names it with.
   */
  const boundaries: {layer: string; file: string; from: string; message: string}[] = [
    {
      layer: 'config/ below src/',
      file: 'config/plantedBoundary.ts',
      from: '../src/data/company',
      message: 'config/ imports only config/, common/ and packages (src/ imports config/, not the reverse).',
    },
    {
      layer: 'src/ above config/ and common/ only',
      file: 'src/plantedBoundary.ts',
      from: '../server/env',
      message: 'src/ imports src/, config/, common/ and packages.',
    },
    {
      layer: 'server/ on common/ only',
      file: 'server/plantedBoundary.ts',
      from: '../src/data/company',
      message: 'server/ imports shared code from common/ only.',
    },
    {
      layer: 'env.ts below the rooms',
      file: 'server/env.ts',
      from: './notifications/configure',
      message: 'env.ts and settings/ parse settings into plain values: the rooms import them, not the reverse.',
    },
    {
      layer: 'locks/ below the rooms',
      file: 'server/locks/plantedBoundary.ts',
      from: '../db/dataDirLock',
      message: 'server/locks/ is a building block: the rooms import it, not the reverse.',
    },
    {
      layer: 'db/ below the rooms',
      file: 'server/db/plantedBoundary.ts',
      from: '../inquiries/store',
      message: 'server/db/ imports no room above it.',
    },
    {
      layer: 'http/ as plumbing',
      file: 'server/http/plantedBoundary.ts',
      from: '../inquiries/store',
      message: 'server/http/ is plumbing: it imports no room above it (site, releases, inquiries, notifications).',
    },
    {
      layer: 'site/ below releases/',
      file: 'server/site/plantedBoundary.ts',
      from: '../releases/releases',
      message: 'server/site/ serves builds: it imports neither db/, releases/ nor the inquiry rooms.',
    },
    {
      layer: "site/ on http/'s error answers only",
      file: 'server/site/plantedBoundary.ts',
      from: '../http/securityHeaders',
      message: 'server/site/ uses only http/apiError.ts of the plumbing.',
    },
    {
      layer: 'releases/ on site/ and the building blocks',
      file: 'server/releases/plantedBoundary.ts',
      from: '../http/health',
      message: 'server/releases/ imports site/ and the building blocks, no other room.',
    },
    {
      layer: 'inquiries/ below notifications/',
      file: 'server/inquiries/plantedBoundary.ts',
      from: '../notifications/channel',
      message:
        'server/inquiries/ does not import notifications/: notifications/ depends on it (inquiries/store.ts says how they meet).',
    },
    {
      layer: 'notifications/ on inquiries/ and db/',
      file: 'server/notifications/plantedBoundary.ts',
      from: '../http/apiError',
      message: 'server/notifications/ imports inquiries/, db/ and the building blocks, no other room.',
    },
  ];

  it.each(boundaries)('import-x/no-restricted-paths holds $layer', async ({file, from, message}) => {
    const code = `import * as planted from '${from}';\n\nexport const kept = planted;\n`;
    const results = await eslint.lintText(code, {filePath: path.join(repoRoot, file)});
    const reported = results[0]!.messages.filter((found) => found.ruleId === 'import-x/no-restricted-paths');
    expect(reported.map(({line, message}) => ({line, message}))).toEqual([
      {line: 1, message: `Unexpected path "${from}" imported in restricted zone. ${message}`},
    ]);
  });

  it("lets a server test put rooms together, but not cross a layer's boundary", async () => {
    const code = [
      "import * as store from '../inquiries/store';",
      "import * as channel from './channel';",
      "import * as company from '../../src/data/company';",
      '',
      'export const kept = [store, channel, company];',
      '',
    ].join('\n');
    const results = await eslint.lintText(code, {
      filePath: path.join(repoRoot, 'server/notifications/planted.test.ts'),
    });
    expect(findings(results, 'import-x/no-restricted-paths')).toEqual([
      {file: 'server/notifications/planted.test.ts', line: 3},
    ]);
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
