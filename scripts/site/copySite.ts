import {cp, mkdtemp, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** What a site folder holds besides its sources: dependencies, builds, releases, caches, data, test output. */
const NOT_SOURCES = new Set([
  '.git',
  'node_modules',
  'build',
  'build-test',
  'build-test-supabase',
  'releases',
  'dist',
  '.ci',
  '.docusaurus',
  '.data',
  'test-results',
  'playwright-report',
]);

const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

/**
 * Copies a site's sources to a new temporary folder, with a link to this repository's node_modules, for
 * tests that change files or run Docusaurus without touching the site. The caller removes the folder.
 */
export async function copySite(siteDir: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'i18n-site-copy-'));
  await cp(siteDir, copy, {
    recursive: true,
    filter: (source) => path.dirname(source) !== siteDir || !NOT_SOURCES.has(path.basename(source)),
  });
  await symlink(NODE_MODULES, path.join(copy, 'node_modules'), 'dir');
  return copy;
}
