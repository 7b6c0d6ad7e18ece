/**
 * `npm test`, what CI runs: every check, laid out so that a two-core machine is never half idle. One lane
 * builds the two test builds (both cores), lints what a visitor reads on the first (`lint:site`), then runs the
 * deploy test, which needs build-test/; beside it the static checks run two at a time, then Vitest (whose
 * suites mostly wait on PostgreSQL, child processes and timers). The browser tests need the builds and the
 * whole machine: they come last, alone. A failure stops what has not started yet.
 */
import {npmRun, runLane, runPool, runStep, summary, type Result, type Step} from './steps';

/** The main test build, what a visitor reads on it (`lint:site`), the Supabase build, then the deploy test. */
const BUILDS_THEN_DEPLOY: Step[] = [
  npmRun('build:test:main'),
  {name: 'lint:site build-test', command: ['npm', 'run', '--silent', 'lint:site', '--', 'build-test']},
  npmRun('build:test:supabase'),
  npmRun('test:deploy'),
];
const STATIC = ['typecheck', 'lint', 'check:i18n', 'check:seams', 'check:doc-paths', 'check:diagrams', 'lint:text'];

async function checksThenUnitTests(): Promise<Result[]> {
  const checks = await runPool(
    STATIC.map((script) => npmRun(script)),
    2,
  );
  return checks.every((result) => result.ok) ? [...checks, await runStep(npmRun('test:unit'))] : checks;
}

async function main(): Promise<void> {
  const started = Date.now();
  const lanes = await Promise.all([runLane(BUILDS_THEN_DEPLOY), checksThenUnitTests()]);
  const results: Result[] = lanes.flat();
  const expected = BUILDS_THEN_DEPLOY.length + STATIC.length + 1;
  if (results.length === expected && results.every((result) => result.ok)) {
    results.push(await runStep(npmRun('test:e2e', true)));
  }
  const passed = summary('npm test', results, started) && results.length === expected + 1;
  process.exitCode = passed && results.every((result) => result.ok) ? 0 : 1;
}

void main();
