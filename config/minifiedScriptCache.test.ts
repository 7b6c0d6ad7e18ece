import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {rspack, type Stats} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../common/temporaryDirectory';
import {MinifiedScriptCache} from './minifiedScriptCache';

const directory = () => temporaryDirectory('minified-cache');
const QUIET = {settings: 'test-settings', log: () => {}};

const SCRIPT = (word: string) => `
  export function greeting(someoneWithALongName) {
    const sentenceAboutThem = 'Hello, ' + someoneWithALongName + ', ${word}';
    return sentenceAboutThem;
  }
  console.log(greeting(document.title));
`;

/** A production build of one entry with Rspack's minifier and the cache; returns the script and the counts. */
async function build(source: string, cacheDir: string) {
  const dir = directory();
  writeFileSync(path.join(dir, 'entry.js'), source);
  const lines: string[] = [];
  const cache = new MinifiedScriptCache(cacheDir, {settings: QUIET.settings, log: (line) => lines.push(line)});
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: {path: path.join(dir, 'out'), filename: 'bundle.js'},
    optimization: {minimize: true, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()]},
    plugins: [cache],
  });
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats?.hasErrors()).toBe(false);
  return {script: readFileSync(path.join(dir, 'out', 'bundle.js'), 'utf8'), counts: cache.counts, lines};
}

describe('the minified-script cache', () => {
  it('minifies a script once, serves the same text from the cache after, and minifies a changed script again', async () => {
    const cacheDir = directory();
    const first = await build(SCRIPT('welcome'), cacheDir);
    expect(first.counts).toEqual({reused: 0, minified: 1});
    expect(first.script).not.toContain('sentenceAboutThem');

    const second = await build(SCRIPT('welcome'), cacheDir);
    expect(second.counts).toEqual({reused: 1, minified: 0});
    expect(second.lines).toEqual([expect.stringMatching(/^Scripts of .*out: 0 minified, 1 from the cache$/)]);
    expect(second.script).toBe(first.script);

    const changed = await build(SCRIPT('welcome back'), cacheDir);
    expect(changed.counts).toEqual({reused: 0, minified: 1});
    expect(changed.script).toContain('welcome back');
  });

  it("a hit replaces the minifier's work: the cached text is what ships", async () => {
    const cacheDir = directory();
    await build(SCRIPT('planted'), cacheDir);
    const [shard] = readdirSync(cacheDir);
    const [entry] = readdirSync(path.join(cacheDir, shard!));
    // Spaces and a comment the minifier would take out: they ship only if it skipped the script.
    const planted = 'console.log(  "from the cache"  ); // planted\n';
    writeFileSync(path.join(cacheDir, shard!, entry!), planted);
    expect((await build(SCRIPT('planted'), cacheDir)).script).toBe(planted);
  });

  it('keeps no entry for a build that does not minify', async () => {
    const cacheDir = directory();
    const dir = directory();
    writeFileSync(path.join(dir, 'entry.js'), SCRIPT('unminified'));
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      optimization: {minimize: false},
      plugins: [new MinifiedScriptCache(cacheDir, QUIET)],
    });
    await new Promise((resolve, reject) => compiler.run((error) => (error ? reject(error) : resolve(undefined))));
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
