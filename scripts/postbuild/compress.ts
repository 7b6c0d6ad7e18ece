import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {promisify} from 'node:util';
import {createHash} from 'node:crypto';
import {COMPRESSIBLE} from '../../common/sitePaths';

/**
 * Writes `.br` and `.gz` beside every compressible file of build/, once at build time, so the server
 * never compresses per request. A variant is kept only when it is smaller than the original.
 */
const MIN_BYTES = 512;

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

type Variants = Promise<[Buffer, Buffer]>;

/** Both locales ship the same hashed assets: each distinct content is compressed once. */
const byContent = new Map<string, Variants>();

function variantsOf(data: Buffer): Variants {
  const key = createHash('sha256').update(data).digest('hex');
  let variants = byContent.get(key);
  if (!variants) {
    variants = Promise.all([
      brotli(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length}}),
      gz(data, {level: 9}),
    ]);
    byContent.set(key, variants);
  }
  return variants;
}

async function compress(file: string): Promise<number> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) {
    return 0;
  }
  const [br, gzipped] = await variantsOf(data);
  let written = 0;
  for (const [variant, suffix] of [
    [br, '.br'],
    [gzipped, '.gz'],
  ] as const) {
    if (variant.length < data.length) {
      await writeFile(file + suffix, variant);
      written += 1;
    }
  }
  return written;
}

export async function compressBuild(root: string): Promise<void> {
  const started = Date.now();
  const list: string[] = [];
  for await (const file of files(root)) {
    list.push(file);
  }
  let written = 0;
  // A small pool: brotli at quality 11 is CPU-bound and the machine may have only two cores.
  const queue = [...list];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const count = await compress(file);
        written += count;
      }
    }),
  );
  console.log(`Compressed ${list.length} files into ${written} variants in ${Date.now() - started} ms`);
}
