/**
 * `tsx scripts/site/buildWithoutGit.ts <out-dir> [docusaurus build options]`: builds the site from a copy of
 * its sources outside any git worktree, as a container build or a `git archive` copy does, into <out-dir>
 * (relative to this repository). `npm run build:test:supabase` builds that way, so `npm test` fails when the
 * site stops building without git; the browser tests check that such pages show no last-updated date.
 */
import {execFileSync} from 'node:child_process';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {copySite} from './copySite';

const repo = path.resolve(__dirname, '../..');
async function main(): Promise<void> {
  const [outDir, ...options] = process.argv.slice(2);
  if (!outDir) {
    console.error('Usage: buildWithoutGit <out-dir> [docusaurus build options]');
    process.exit(2);
  }
  const copy = await copySite(repo);
  try {
    let insideGit = true;
    try {
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: copy, stdio: 'ignore'});
    } catch {
      insideGit = false;
    }
    if (insideGit) {
      throw new Error(`${copy} is inside a git worktree: it cannot show a build without git`);
    }
    execFileSync(
      path.join(copy, 'node_modules/.bin/docusaurus'),
      ['build', '--out-dir', path.resolve(repo, outDir), ...options],
      {cwd: copy, stdio: 'inherit'},
    );
  } finally {
    await rm(copy, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
