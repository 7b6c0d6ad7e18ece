import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {promisify} from 'node:util';
import {COMPRESSIBLE} from '../../common/sitePaths';
import {contentCache, contentKey, type ContentCache} from '../../common/contentCache';

/**
 * Writes `.br` and `.gz` beside every compressible file of build/, once at build time, so the server
 * never compresses per request. A variant is kept only when it is smaller than the original.
 *
 * Brotli at quality 11 is most of the post-build time (about 45 s for a build on two cores), and a new build
 * changes few files: variants are kept in a cache by content, so each build compresses only what is new.
 */
const MIN_BYTES = 512;
const SETTINGS = 'br11-gz9';
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/precompress';
/** Cache entries no build has used for this long are deleted. */
const CACHE_DAYS = 14;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

type Variants = [br: Buffer, gz: Buffer];

interface Counts {
  compressed: number;
  reused: number;
}

const SUFFIXES = ['.br', '.gz'] as const;

function createCompressor(cache: ContentCache | undefined, counts: Counts) {
  /** Both locales ship the same hashed assets: each distinct content is compressed once. */
  const byContent = new Map<string, Promise<Variants>>();
  async function variants(data: Buffer, key: string): Promise<Variants> {
    const cached = await cache?.read(key, SUFFIXES);
    if (cached) {
      counts.reused += 1;
      return [cached[0]!, cached[1]!];
    }
    const made = await Promise.all([
      brotli(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
      gz(data, {level: 9}),
    ]);
    counts.compressed += 1;
    await cache?.write(
      key,
      SUFFIXES.map((suffix, i) => [suffix, made[i]!]),
    );
    return made;
  }
  return (data: Buffer): Promise<Variants> => {
    const key = contentKey(SETTINGS, data);
    let pending = byContent.get(key);
    if (!pending) {
      pending = variants(data, key);
      byContent.set(key, pending);
    }
    return pending;
  };
}

export interface CompressOptions {
  /** Where variants are kept between builds; `false` compresses everything afresh. */
  cacheDir?: string | false;
  log?: (line: string) => void;
}

export async function compressBuild(
  root: string,
  {cacheDir = DEFAULT_CACHE_DIR, log = console.log}: CompressOptions = {},
): Promise<Counts> {
  const started = Date.now();
  const list: string[] = [];
  for await (const file of files(root)) {
    list.push(file);
  }
  const counts: Counts = {compressed: 0, reused: 0};
  const cache = cacheDir ? contentCache(cacheDir) : undefined;
  const variantsOf = createCompressor(cache, counts);
  let written = 0;
  // A small pool: brotli at quality 11 is CPU-bound and the machine may have only two cores.
  const queue = [...list];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) {
          continue;
        }
        const [br, gzipped] = await variantsOf(data);
        for (const [variant, suffix] of [
          [br, '.br'],
          [gzipped, '.gz'],
        ] as const) {
          if (variant.length < data.length) {
            await writeFile(file + suffix, variant);
            written += 1;
          }
        }
      }
    }),
  );
  await cache?.prune(CACHE_DAYS, SUFFIXES);
  log(
    `Compressed ${list.length} files into ${written} variants in ${Date.now() - started} ms ` +
      `(${counts.compressed} contents compressed, ${counts.reused} from the cache)`,
  );
  return counts;
}
