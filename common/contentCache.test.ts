import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {contentCache} from './contentCache';

const temporary: string[] = [];
afterEach(() => temporary.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function directory(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-cache-'));
  temporary.push(dir);
  return dir;
}

describe('the content cache', () => {
  it('reads an entry back whole, misses a torn one, and prunes what no build used for the given days', async () => {
    const dir = directory();
    const cache = contentCache(dir);
    await cache.write('aa11', [
      ['.br', 'brotli'],
      ['.gz', 'gzip'],
    ]);
    expect((await cache.read('aa11', ['.br', '.gz']))?.map(String)).toEqual(['brotli', 'gzip']);
    expect(await cache.read('aa11', ['.br', '.zst'])).toBeUndefined();

    await cache.prune(14, ['.br', '.gz']);
    expect(readdirSync(path.join(dir, 'aa')).sort()).toEqual(['aa11.br', 'aa11.gz']);
    await cache.prune(-1, ['.br', '.gz']);
    expect(readdirSync(path.join(dir, 'aa'))).toEqual([]);
  });
});
