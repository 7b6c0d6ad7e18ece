import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {deriveWorkedExample} from './example';
import {examplePages, siteDir} from './pages';
import {writeApiPage, writeFlowPage} from './writePages';

/**
 * `npm run docs:example [-- --check]`: derives the API reference's worked example from the RFC 8032 test keys
 * and writes it into both languages' api.md and flow.md. With --check it writes nothing and fails when a page
 * differs from what it would write.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const example = await deriveWorkedExample();
  const stale: string[] = [];
  for (const pages of Object.values(examplePages)) {
    for (const [file, write] of [
      [pages.api, writeApiPage],
      [pages.flow, writeFlowPage],
    ] as const) {
      const fullPath = path.join(siteDir, file);
      const before = readFileSync(fullPath, 'utf8');
      const after = write(before, example);
      if (after !== before) {
        stale.push(file);
        if (!check) {
          writeFileSync(fullPath, after);
        }
      }
    }
  }
  const verb = check ? 'differs from the example' : 'written';
  console.log(
    stale.length === 0 ? 'docs:example: pages up to date.' : stale.map((f) => `docs:example: ${f} ${verb}`).join('\n'),
  );
  process.exitCode = check && stale.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
