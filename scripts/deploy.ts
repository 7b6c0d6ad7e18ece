import {envFile} from '../server/cli/prelude';
import path from 'node:path';
import {deploy, type ReleaseBuild} from '../server/releases/deploy';
import {runInGroup, stallMsFrom} from './buildGroup';
import {postbuild} from './postbuild/postbuild';

/*
 * `npm run deploy`: the deploy of server/releases/deploy.ts, with this repository's build of the site
 * (docusaurus build, then the post-build steps) as the release's build.
 */

/** `docusaurus build` into `outDir`. */
function buildCommand(outDir: string): [string, string[]] {
  const docusaurus = path.resolve('node_modules/.bin/docusaurus');
  // Below the server's priority: visitors' requests come first on the machine that serves them.
  return process.platform === 'win32'
    ? [docusaurus, ['build', '--out-dir', outDir]]
    : ['nice', ['-n', '10', docusaurus, 'build', '--out-dir', outDir]];
}

/** Builds into `outDir` in a process group of its own, ended on every way out of the deploy. */
async function buildSite({outDir, info, recordGroup, onInterrupt}: ReleaseBuild, stallMs: number): Promise<void> {
  const [command, args] = buildCommand(outDir);
  const run = runInGroup(command, args, {outDir, stallMs, name: 'docusaurus build'});
  if (run.pgid > 0) {
    recordGroup(run.pgid);
  }
  const forget = onInterrupt(() => run.stop('docusaurus build ended: the deploy was stopped'));
  try {
    await run.finished;
  } finally {
    forget();
  }
  await postbuild(outDir, {info});
}

deploy(envFile, () => {
  const stallMs = stallMsFrom();
  return (build) => buildSite(build, stallMs);
});
