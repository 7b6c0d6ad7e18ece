/**
 * `npm run test:quick`: the edit loop. Type check, lint and format check, the text, i18n and seams checks,
 * the unit tests the working tree's changes reach (`vitest --changed`), and the browser specs of the areas
 * it changed (browserAreas.ts), on a test build rebuilt only when the site's sources are newer. Every check
 * runs even when one fails, so one run shows every problem; `npm test` remains the full check.
 */
import {existsSync} from 'node:fs';
import {buildIsStale} from '../../server/cli/ensureBuild';
import {changedFiles} from './changedFiles';
import {NEED_SECOND_BUILD, specsFor} from './browserAreas';
import {npmRun, runPool, runStep, summary, type Result, type Step} from './steps';

const CACHE = 'node_modules/.cache/test-quick';
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
/** A change to one of these can change any file's lint or test result. */
const EVERYTHING =
  /^(package(-lock)?\.json|tsconfig\.json|eslint\.config\.mjs|vitest\.config\.mts|tests\/unit\/shims\/)/;

async function main(): Promise<void> {
  const started = Date.now();
  const changed = changedFiles();
  const existing = changed.filter((file) => existsSync(file));
  const all = changed.some((file) => EVERYTHING.test(file));
  console.log(
    changed.length === 0
      ? 'No changes in the working tree: the whole lint, no unit tests, the smoke browser specs.'
      : `Changed: ${changed.length} file(s)${all ? ', a shared config among them: everything is checked' : ''}`,
  );

  const lintTargets = all || changed.length === 0 ? ['.'] : existing.filter((file) => CODE.test(file));
  const checks: Step[] = [
    {name: 'typecheck', command: ['npx', 'tsc', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsbuildinfo`]},
    npmRun('check:i18n'),
    npmRun('check:seams'),
    npmRun('check:doc-paths'),
    npmRun('check:diagrams'),
    npmRun('lint:text'),
  ];
  if (lintTargets.length > 0) {
    checks.push({
      name: `eslint (${lintTargets.join(' ').slice(0, 60)})`,
      command: ['npx', 'eslint', '--cache', '--cache-location', `${CACHE}/eslint`, ...lintTargets],
    });
  }
  if (existing.length > 0) {
    checks.push({name: 'prettier', command: ['npx', 'prettier', '--check', '--ignore-unknown', ...existing]});
  }
  const results: Result[] = await runPool(checks, 2);
  results.push(
    await runStep({
      name: all ? 'unit tests (all)' : 'unit tests the changes reach',
      command: ['npx', 'vitest', 'run', ...(all ? [] : ['--changed', '--passWithNoTests'])],
    }),
  );

  const specs = specsFor(changed.length === 0 ? ['src/'] : changed);
  if (specs.length === 0) {
    console.log('\n── browser tests: the changes touch no page (npm test runs them all)');
  } else {
    const supabase = specs.some((spec) => NEED_SECOND_BUILD.includes(spec));
    const builds = [
      {dir: 'build-test', script: 'build:test:main'},
      ...(supabase ? [{dir: 'build-test-supabase', script: 'build:test:supabase'}] : []),
    ];
    let built = true;
    for (const {dir, script} of builds.filter(({dir}) => buildIsStale(process.cwd(), dir))) {
      console.log(`\n${dir}/ is missing or older than the site's sources`);
      const build = await runStep(npmRun(script));
      results.push(build);
      built &&= build.ok;
    }
    const browser = await runStep({name: 'browser check', command: ['npx', 'tsx', 'scripts/ensure-browser/index.ts']});
    results.push(browser);
    if (built && browser.ok) {
      results.push(
        await runStep({
          name: `browser tests: ${specs.join(' ')}`,
          command: ['npx', 'playwright', 'test', '--project=chromium', ...specs.map((spec) => `tests/e2e/${spec}`)],
          env: supabase ? {} : {E2E_WITHOUT_SUPABASE: '1'},
          live: true,
        }),
      );
    }
  }
  process.exitCode = summary('test:quick', results, started) ? 0 : 1;
}

void main();
