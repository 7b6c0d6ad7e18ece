/**
 * `npm run test:quick`: the edit loop. Type check, lint and format check, the text, i18n and seams checks,
 * the unit tests the working tree's changes reach (`vitest --changed`), and the browser specs of the areas
 * it changed (browserAreas.ts), on a test build rebuilt only when the site's sources are newer. Every step
 * runs even when one fails, so one run shows every problem; `npm test` remains the full check.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {buildIsStale} from '../../server/cli/ensureBuild';
import {changedFiles} from './changedFiles';
import {specsFor} from './browserAreas';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

const CACHE = 'node_modules/.cache/test-quick';
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
/** A change to one of these can change any file's lint or test result. */
const EVERYTHING =
  /^(package(-lock)?\.json|tsconfig\.json|eslint\.config\.mjs|vitest\.config\.mts|tests\/unit\/shims\/)/;

function run({name, command, env}: Step, echo: boolean): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file!, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) {
        process.stdout.write(chunk);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({name, ok: code === 0, seconds: (Date.now() - started) / 1000, output}));
  });
}

/** Independent checks, `width` at a time; each one's output is printed whole when it ends. */
async function runPool(steps: Step[], width: number): Promise<Result[]> {
  const queue = [...steps];
  const results: Result[] = [];
  await Promise.all(
    Array.from({length: width}, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        const result = await run(step, false);
        console.log(`\n── ${result.name}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
        if (!result.ok) {
          console.log(result.output.trimEnd());
        }
        results.push(result);
      }
    }),
  );
  return results;
}

async function main(): Promise<void> {
  const changed = changedFiles();
  const existing = changed.filter((file) => existsSync(file));
  const all = changed.some((file) => EVERYTHING.test(file));
  const code = existing.filter((file) => CODE.test(file));
  console.log(
    changed.length === 0
      ? 'No changes in the working tree: the whole lint, the unit tests of nothing changed, the smoke specs.'
      : `Changed: ${changed.length} file(s)${all ? ' (a shared config among them: everything is checked)' : ''}`,
  );

  const lintTargets = all || changed.length === 0 ? ['.'] : code;
  const checks: Step[] = [
    {name: 'typecheck', command: ['npx', 'tsc', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsbuildinfo`]},
    {name: 'check:i18n', command: ['npx', 'tsx', 'scripts/check-i18n/index.ts']},
    {name: 'check:seams', command: ['npx', 'tsx', 'scripts/check-seams/index.ts']},
    {name: 'lint:text', command: ['npx', 'tsx', 'scripts/lint-text/index.ts']},
  ];
  if (lintTargets.length > 0) {
    checks.splice(1, 0, {
      name: 'eslint',
      command: ['npx', 'eslint', '--cache', '--cache-location', `${CACHE}/eslint`, ...lintTargets],
    });
  }
  if (existing.length > 0) {
    checks.push({name: 'prettier', command: ['npx', 'prettier', '--check', '--ignore-unknown', ...existing]});
  }
  const results = await runPool(checks, 2);

  console.log('\n── unit tests');
  results.push(
    await run(
      {name: 'unit tests', command: ['npx', 'vitest', 'run', ...(all ? [] : ['--changed', '--passWithNoTests'])]},
      true,
    ),
  );

  const specs = changed.length === 0 ? specsFor(['src/']) : specsFor(changed);
  if (specs.length === 0) {
    console.log('\n── browser tests: the changes touch no page (npm test runs them all)');
  } else {
    const supabase = specs.includes('contact-supabase.spec.ts');
    const builds = [
      {dir: 'build-test', script: 'build:test:main'},
      ...(supabase ? [{dir: 'build-test-supabase', script: 'build:test:supabase'}] : []),
    ];
    let built = true;
    for (const {dir, script} of builds) {
      if (buildIsStale(process.cwd(), dir)) {
        console.log(`\n── ${dir}/ is older than the site's sources: npm run ${script}`);
        const build = await run({name: script, command: ['npm', 'run', '--silent', script]}, true);
        results.push(build);
        built &&= build.ok;
      }
    }
    if (built) {
      console.log(`\n── browser tests: ${specs.join(' ')}`);
      const e2e = await run(
        {
          name: `browser tests (${specs.length} spec files)`,
          command: ['npx', 'playwright', 'test', '--project=chromium', ...specs.map((spec) => `tests/e2e/${spec}`)],
          env: supabase ? {} : {E2E_WITHOUT_SUPABASE: '1'},
        },
        true,
      );
      results.push(e2e);
    }
  }

  console.log('\ntest:quick');
  for (const {name, ok, seconds} of results) {
    console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  }
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}

void main();
