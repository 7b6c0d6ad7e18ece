import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {spread, type Spread} from './lib/stats';
import {formatLoad, gitDescribe, loadAverage, ROOT, writeResult} from './lib/system';
import {option, rejectUnknownOptions, runsOption} from './lib/options';

/**
 * `npm run bench:build [-- --baseline=DIR] [--runs=N]`: the wall time of `npm run build` (both locales,
 * compression included), with the caches a writer's machine has after its first build (the bundler's and the
 * compression cache), in this repository and optionally in a second checkout of the site (`--baseline`, e.g. a
 * `git worktree` of an earlier commit with its own `npm ci`), in rounds that alternate the two. Each tree builds
 * once first to fill its caches; that run is not counted. Each round times, per tree, two builds after a
 * writer's edit (a sentence added to a Japanese docs page, then taken out again), one with nothing changed and one
 * as on a fresh clone (every cache and generated file removed first; it fills the caches again for the next round).
 * The page is restored however the bench ends. Writes bench/results/build.json.
 */
const DEFAULT_RUNS = 3;
/** What a writer should wait for (medians): a rebuild after editing one page, a first build on a fresh clone. */
const LIMITS = {editedS: 25, freshS: 45} as const;
/** The page the bench edits, relative to each tree. */
const EDITED_PAGE = 'docs/index.md';
const ADDED_SENTENCE = '\nこの一文はビルド時間の計測で加え、計測の後に消します。\n';

const SCENARIOS = ['edited', 'unchanged', 'fresh'] as const;
type Scenario = (typeof SCENARIOS)[number];
/** What a fresh clone does not have: the caches, Docusaurus's generated files and the last build. */
const BUILD_STATE = ['node_modules/.cache', '.docusaurus', 'build'];

const noSeconds = () =>
  Object.fromEntries(SCENARIOS.map((scenario): [Scenario, number[]] => [scenario, []])) as Record<Scenario, number[]>;

interface Tree {
  label: 'before' | 'after';
  dir: string;
  seconds: Record<Scenario, number[]>;
}

/** Runs `npm run build` in `dir`; its output is dropped unless it fails. */
function timeBuild(dir: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`npm run build in ${dir} exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  rejectUnknownOptions(argv, ['baseline', 'runs']);
  const runs = runsOption(argv, DEFAULT_RUNS);
  const baseline = option(argv, 'baseline');
  const trees: Tree[] = [
    ...(baseline ? [{label: 'before' as const, dir: path.resolve(baseline), seconds: noSeconds()}] : []),
    {label: 'after', dir: ROOT, seconds: noSeconds()},
  ];
  for (const tree of trees) {
    if (!existsSync(path.join(tree.dir, 'node_modules'))) {
      throw new Error(`${tree.dir} has no node_modules: run npm ci there first`);
    }
  }
  const loadBefore = loadAverage();
  for (const tree of trees) {
    console.log(`Warm-up build in ${tree.dir}: ${(await timeBuild(tree.dir)).toFixed(1)} s (not counted)`);
  }
  for (let round = 1; round <= runs; round++) {
    for (const tree of trees) {
      const page = path.join(tree.dir, EDITED_PAGE);
      const original = readFileSync(page, 'utf8');
      const restore = () => writeFileSync(page, original);
      const interrupted = () => {
        restore();
        process.exit(130);
      };
      process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
      try {
        writeFileSync(page, original + ADDED_SENTENCE);
        tree.seconds.edited.push(await timeBuild(tree.dir));
      } finally {
        restore();
        process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      }
      tree.seconds.edited.push(await timeBuild(tree.dir));
      tree.seconds.unchanged.push(await timeBuild(tree.dir));
      for (const state of BUILD_STATE) {
        rmSync(path.join(tree.dir, state), {recursive: true, force: true});
      }
      tree.seconds.fresh.push(await timeBuild(tree.dir));
      const [added, removed] = tree.seconds.edited.slice(-2).map((seconds) => seconds.toFixed(1));
      console.log(
        `round ${round}, ${tree.label}: edited ${added} s, edit undone ${removed} s, ` +
          `unchanged ${tree.seconds.unchanged.at(-1)!.toFixed(1)} s, fresh ${tree.seconds.fresh.at(-1)!.toFixed(1)} s`,
      );
    }
  }
  const loadAfter = loadAverage();
  const result = {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    runs,
    loadAverage: {start: loadBefore, end: loadAfter},
    limits: LIMITS,
    trees: trees.map((tree) => ({
      label: tree.label,
      dir: tree.dir,
      ...(Object.fromEntries(
        SCENARIOS.map((scenario) => [scenario, {seconds: tree.seconds[scenario], ...spread(tree.seconds[scenario])}]),
      ) as Record<Scenario, Spread & {seconds: number[]}>),
    })),
  };
  console.log(`\nnpm run build, ${runs} runs each (load ${formatLoad(loadBefore)} → ${formatLoad(loadAfter)}):`);
  for (const tree of result.trees) {
    for (const scenario of SCENARIOS) {
      const {median, min, max} = tree[scenario];
      console.log(`  ${tree.label}, ${scenario}: median ${median.toFixed(1)} s (${min.toFixed(1)}–${max.toFixed(1)})`);
    }
  }
  console.log(`limits (medians): after an edit < ${LIMITS.editedS} s, as on a fresh clone < ${LIMITS.freshS} s`);
  console.log(`Written to ${await writeResult('build.json', result)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
