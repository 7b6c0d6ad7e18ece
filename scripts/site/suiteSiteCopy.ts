import {access, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {afterAll, beforeAll} from 'vitest';
import {copySite} from './copySite';

/** Commands run in their own process, which loads the site: allow for a busy machine. */
export const CLI_TIMEOUT = 120_000;

/**
 * A copy of this repository's site for one test file: made before its tests, removed after them. `dir` is
 * read in hooks and tests; `read` and `exists` take site-relative paths.
 */
export function suiteSiteCopy() {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await copySite(path.resolve(__dirname, '../..'));
  }, CLI_TIMEOUT);
  afterAll(async () => {
    if (dir) {
      await rm(dir, {recursive: true, force: true});
    }
  });
  const site = {
    get dir(): string {
      return dir!;
    },
    read: (file: string) => readFile(path.join(site.dir, file), 'utf8'),
    exists: (file: string) =>
      access(path.join(site.dir, file)).then(
        () => true,
        () => false,
      ),
  };
  return site;
}
