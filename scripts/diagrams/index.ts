/**
 * `npm run diagrams`: draws every Mermaid diagram of the site that diagrams/ does not hold yet (Chromium needed)
 * and deletes the drawings no page uses any more. `npm run diagrams -- --check` changes nothing and fails when a
 * diagram is not drawn, not committed, or a drawing is left over: `npm test` runs it.
 */
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {drawDiagram} from '../../config/markdown/diagrams/draw';
import {DIAGRAM_STORE, writeDrawing} from '../../config/markdown/diagrams/store';
import {storeState} from './inventory';

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const siteDir = process.cwd();
  const state = await storeState(siteDir, DIAGRAM_STORE);
  const store = path.relative(siteDir, DIAGRAM_STORE);
  if (check) {
    const problems = [
      ...state.missing.map((use) => `${use.where}: not drawn yet (run \`npm run diagrams\`)`),
      ...state.untracked.map((name) => `${store}/${name}: drawn but not committed (git add it)`),
      ...state.unused.map((name) => `${store}/${name}: no page uses it (run \`npm run diagrams\` to delete it)`),
    ];
    problems.forEach((problem) => console.error(problem));
    console.log(problems.length === 0 ? 'Diagrams: every diagram is drawn and committed.' : '');
    process.exitCode = problems.length === 0 ? 0 : 1;
    return;
  }
  const drawn = new Set<string>();
  for (const use of state.missing) {
    if (!drawn.has(use.key)) {
      await writeDrawing(use.key, await drawDiagram(use.locale, use.source));
      drawn.add(use.key);
      console.log(`drew ${use.where} → ${store}/${use.key}.{light,dark}.svg`);
    }
  }
  for (const name of state.unused) {
    await rm(path.join(DIAGRAM_STORE, name));
    console.log(`deleted ${store}/${name} (no page uses it)`);
  }
  console.log(`Diagrams: ${drawn.size} drawn, ${state.unused.length} deleted.`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
