import {mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {createHash, randomUUID} from 'node:crypto';
import path from 'node:path';

/**
 * Files a build derives from a content (compressed variants, a minified script), kept between builds under the
 * SHA-256 of what they were made from and how, so each build redoes only what is new. An entry is one file per
 * suffix; the first suffix's modification time says when a build last used it.
 */
export interface ContentCache {
  /** The entry's files in the order of `suffixes`, or undefined when any is missing (a miss, never half an entry). */
  read(key: string, suffixes: readonly string[]): Promise<Buffer[] | undefined>;
  /** Writes each file under a temporary name and renames it, so a build killed half-way leaves no torn file. */
  write(key: string, files: ReadonlyArray<readonly [suffix: string, data: Buffer | string]>): Promise<void>;
  /** Deletes the entries no build has read or written for `days` days, and unfinished writes as old. */
  prune(days: number, suffixes: readonly string[]): Promise<void>;
}

/** The key of a content made with the given settings (versions, options): both change it. */
export function contentKey(settings: string, data: Buffer | string): string {
  return createHash('sha256').update(settings).update(data).digest('hex');
}

export function contentCache(dir: string): ContentCache {
  const entry = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    async read(key, suffixes) {
      try {
        const files = await Promise.all(suffixes.map((suffix) => readFile(entry(key) + suffix)));
        const now = new Date();
        await utimes(entry(key) + suffixes[0], now, now);
        return files;
      } catch {
        return undefined;
      }
    },
    async write(key, files) {
      await mkdir(path.dirname(entry(key)), {recursive: true});
      // Unique per write: two writers of one key (two builds, or one build's two identical assets) never share it.
      const temporary = `${entry(key)}.${randomUUID()}.tmp`;
      // The first suffix last: it is the one `prune` dates the entry by.
      for (const [suffix, data] of [...files.slice(1), ...files.slice(0, 1)]) {
        await writeFile(temporary, data);
        await rename(temporary, entry(key) + suffix);
      }
    },
    async prune(days, suffixes) {
      const cutoff = Date.now() - days * 24 * 3600 * 1000;
      const [first, ...others] = suffixes;
      for (const shard of await readdir(dir).catch(() => [])) {
        for (const name of await readdir(path.join(dir, shard)).catch(() => [])) {
          const file = path.join(dir, shard, name);
          const stale = async () => {
            const info = await stat(file).catch(() => undefined);
            return info !== undefined && info.mtimeMs < cutoff;
          };
          if (first && name.endsWith(first) && (await stale())) {
            const base = file.slice(0, -first.length);
            await Promise.all([first, ...others].map((suffix) => rm(base + suffix, {force: true})));
          } else if (name.endsWith('.tmp') && (await stale())) {
            // Left by a build killed while writing.
            await rm(file, {force: true});
          }
        }
      }
    },
  };
}
