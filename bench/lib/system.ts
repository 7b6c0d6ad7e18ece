import {execFileSync, spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** The repository root (bench/lib/ is two levels down). */
export const ROOT = path.resolve(__dirname, '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

/** The 1, 5 and 15 minute load averages, as /proc/loadavg has them. */
export interface LoadAverage {
  at: string;
  one: number;
  five: number;
  fifteen: number;
}

export function loadAverage(): LoadAverage {
  const [one = 0, five = 0, fifteen = 0] = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
  return {at: new Date().toISOString(), one, five, fifteen};
}

export function formatLoad(load: LoadAverage): string {
  return `${load.one.toFixed(2)} ${load.five.toFixed(2)} ${load.fifteen.toFixed(2)}`;
}

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: ROOT, env, stdio: 'inherit'});
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

export async function writeResult(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, name);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(ROOT, file);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The commit the bench ran on, with `+dirty` when the work tree had changes (others work in it too). */
export function gitDescribe(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT}).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {cwd: ROOT}).toString().trim() !== '';
    return dirty ? `${head}+dirty` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * The fonts fontconfig offers for Japanese, with a warning when there is none. Without one, Chromium runs its
 * font-fallback search for every run of Japanese text, which inflates layout time on the Japanese pages far
 * beyond what a visitor's device (which always has a Japanese font) would see.
 */
export function japaneseFonts(): string[] {
  let out = '';
  try {
    out = execFileSync('fc-list', [':lang=ja', 'family'], {encoding: 'utf8'});
  } catch {
    // no fontconfig: no font either
  }
  const fonts = [...new Set(out.split('\n').map((line) => line.split(',')[0]!.trim()))].filter(Boolean).sort();
  if (!fonts.length) {
    console.warn(
      "warning: no Japanese font (fc-list :lang=ja is empty): the Japanese pages will measure Chromium's " +
        'font-fallback search. On Debian: apt-get install fonts-ipafont-gothic',
    );
  }
  return fonts;
}
