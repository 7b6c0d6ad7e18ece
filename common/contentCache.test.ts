import {readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from './temporaryDirectory';
import {contentCache} from './contentCache';

const directory = () => temporaryDirectory('content-cache');

describe('the content cache', () => {
  it('reads an entry back whole, misses a torn one, and prunes what no build used (or left unfinished) for the given days', async () => {
    const dir = directory();
    const cache = contentCache(dir);
    await cache.write('aa11', [
      ['.br', 'brotli'],
      ['.gz', 'gzip'],
    ]);
    expect((await cache.read('aa11', ['.br', '.gz']))?.map(String)).toEqual(['brotli', 'gzip']);
    expect(await cache.read('aa11', ['.br', '.zst'])).toBeUndefined();

    writeFileSync(path.join(dir, 'aa', 'aa11.left-by-a-killed-build.tmp'), 'half');
    await cache.prune(14, ['.br', '.gz']);
    expect(readdirSync(path.join(dir, 'aa')).sort()).toEqual(['aa11.br', 'aa11.gz', 'aa11.left-by-a-killed-build.tmp']);
    await cache.prune(-1, ['.br', '.gz']);
    expect(readdirSync(path.join(dir, 'aa'))).toEqual([]);
  });

  it('two writes of one key at once both succeed and leave one whole entry', async () => {
    const dir = directory();
    const cache = contentCache(dir);
    const same = [['.js', 'minified'] as const];
    await Promise.all([cache.write('bb22', same), cache.write('bb22', same)]);
    expect(readdirSync(path.join(dir, 'bb'))).toEqual(['bb22.js']);
    expect((await cache.read('bb22', ['.js']))?.map(String)).toEqual(['minified']);
  });
});
