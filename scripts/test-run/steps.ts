import {spawn} from 'node:child_process';

/** One command of a test run; its output is kept and printed when it ends, so parallel steps do not interleave. */
export interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Print the output as it comes (a step that runs alone, such as the browser tests). */
  live?: boolean;
}

export interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  /** The last lines a failed step printed, repeated under the summary (CI logs often show only their end). */
  failureTail?: string;
}

const FAILURE_TAIL_LINES = 60;

export async function runStep({name, command, env, live = false}: Step): Promise<Result> {
  const started = Date.now();
  if (live) {
    console.log(`\n── ${name}`);
  }
  const [ok, output] = await new Promise<[boolean, string]>((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file!, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (chunk: Buffer) => {
      if (live) {
        process.stdout.write(chunk);
      } else {
        output += chunk.toString();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve([false, String(error)]));
    child.on('close', (code) => resolve([code === 0, output]));
  });
  const seconds = (Date.now() - started) / 1000;
  if (!live) {
    console.log(`\n── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    // A passing step's output is kept short: its last lines carry its counts.
    const lines = output.trimEnd().split('\n');
    console.log((ok ? lines.slice(-8) : lines).join('\n'));
  } else {
    console.log(`── ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
  const failureTail = ok || live ? undefined : output.trimEnd().split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
  return {name, ok, seconds, failureTail};
}

/** Steps in order, stopping at the first failure unless `keepGoing`. */
export async function runLane(steps: Step[], keepGoing = false): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) {
    const result = await runStep(step);
    results.push(result);
    if (!result.ok && !keepGoing) {
      break;
    }
  }
  return results;
}

/** Independent steps, `width` at a time. */
export async function runPool(steps: Step[], width: number): Promise<Result[]> {
  const queue = [...steps];
  const results: Result[] = [];
  await Promise.all(
    Array.from({length: width}, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        results.push(await runStep(step));
      }
    }),
  );
  return results;
}

export function summary(title: string, results: readonly Result[], started: number): boolean {
  console.log(`\n${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  for (const {name, ok, seconds} of results) {
    console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(6)} s  ${name}`);
  }
  for (const {name, failureTail} of results) {
    if (failureTail) {
      console.log(`\n── ${name} failed; its last lines:\n${failureTail}`);
    }
  }
  return results.every((result) => result.ok);
}

export const npmRun = (script: string, live = false): Step => ({
  name: script,
  command: ['npm', 'run', '--silent', script],
  live,
});
