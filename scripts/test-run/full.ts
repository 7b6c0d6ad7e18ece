/**
 * `npm test`, what CI runs: every check, laid out for a two-core machine. The test builds (CPU-bound, both
 * cores) run beside the static checks and the unit tests (mostly one core, or waiting on PostgreSQL, child
 * processes and timers); the deploy test and the browser tests need the builds and the whole machine, so they
 * come after, one at a time. A failure stops what has not started yet.
 */
import {npmRun, runLane, runStep, summary, type Result} from './steps';

const STATIC = ['typecheck', 'lint', 'check:i18n', 'check:seams', 'check:doc-paths', 'lint:text', 'test:unit'];

async function main(): Promise<void> {
  const started = Date.now();
  const [builds, checks] = await Promise.all([
    runLane(['build:test:main', 'build:test:supabase'].map((script) => npmRun(script))),
    runLane(STATIC.map((script) => npmRun(script))),
  ]);
  const results: Result[] = [...checks, ...builds];
  const ready = results.every((result) => result.ok) && checks.length === STATIC.length && builds.length === 2;
  if (ready) {
    for (const script of ['test:deploy', 'test:e2e']) {
      const result = await runStep(npmRun(script, true));
      results.push(result);
      if (!result.ok) {
        break;
      }
    }
  }
  const passed = summary('npm test', results, started) && results.length === STATIC.length + 4;
  process.exitCode = passed ? 0 : 1;
}

void main();
