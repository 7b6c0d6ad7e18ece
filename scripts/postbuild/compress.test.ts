import {existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {compressBuild} from './compress';

function siteWith(files: Record<string, string>): string {
  const root = temporaryDirectory('compress');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const page = (words: string) => `<!doctype html><p>${words.repeat(200)}</p>`;
const quiet = {log: () => {}};

describe('precompression with a cache of variants by content', () => {
  it('a second build compresses only what changed, and its variants decode to its own files', async () => {
    const cacheDir = siteWith({});
    const first = siteWith({'index.html': page('same '), 'en/index.html': page('same '), 'a.js': page('one ')});
    expect(await compressBuild(first, {cacheDir, ...quiet})).toEqual({compressed: 2, reused: 0});

    const second = siteWith({'index.html': page('same '), 'a.js': page('two ')});
    expect(await compressBuild(second, {cacheDir, ...quiet})).toEqual({compressed: 1, reused: 1});
    for (const name of ['index.html', 'a.js']) {
      const original = readFileSync(path.join(second, name));
      expect(brotliDecompressSync(readFileSync(path.join(second, `${name}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(second, `${name}.gz`)))).toEqual(original);
    }
  });

  it('a torn cache entry (one variant missing) is compressed again, not served half', async () => {
    const cacheDir = siteWith({});
    await compressBuild(siteWith({'index.html': page('torn ')}), {cacheDir, ...quiet});
    const [shard] = readdirSync(cacheDir);
    const [entry] = readdirSync(path.join(cacheDir, shard!)).filter((name) => name.endsWith('.gz'));
    unlinkSync(path.join(cacheDir, shard!, entry!));
    const again = siteWith({'index.html': page('torn ')});
    expect(await compressBuild(again, {cacheDir, ...quiet})).toEqual({compressed: 1, reused: 0});
    expect(existsSync(path.join(again, 'index.html.gz'))).toBe(true);
  });

  it('without a cache every content is compressed', async () => {
    const root = siteWith({'index.html': page('plain ')});
    expect(await compressBuild(root, {cacheDir: false, ...quiet})).toEqual({compressed: 1, reused: 0});
  });
});
