import {spawn} from 'node:child_process';
import {readdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {postbuild} from './postbuild/postbuild';
import {newBuildInfo} from '../server/site/buildInfo';
import {activate, runPublishCommand, type PublishSettings} from '../server/site/publish';
import {BUILDING_PREFIX, currentRelease, pruneReleases, releaseBefore} from '../server/site/releases';

/**
 * `npm run deploy [-- --keep 5 --releases DIR --server URL]`: builds the site into a new release next to
 * the live one, switches `releases/current` to it and waits until the running server serves it; then
 * deletes releases beyond the newest `keep`. The live release is never written to, so visitors see the
 * old site until the switch and the new one after it.
 */
function build(outDir: string): Promise<void> {
  const docusaurus = path.resolve('node_modules/.bin/docusaurus');
  // Below the server's priority: visitors' requests come first on the machine that serves them.
  const [command, args] =
    process.platform === 'win32'
      ? [docusaurus, ['build', '--out-dir', outDir]]
      : ['nice', ['-n', '10', docusaurus, 'build', '--out-dir', outDir]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: 'inherit'});
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`docusaurus build exited with ${signal ?? code}`)),
    );
  });
}

/** Builds a deploy killed half-way left behind; the lock guarantees no other deploy is writing them. */
function removeUnfinishedBuilds(releasesDir: string): void {
  for (const name of readdirSync(releasesDir)) {
    if (name.startsWith(BUILDING_PREFIX)) {
      rmSync(path.join(releasesDir, name), {recursive: true, force: true});
      console.log(`Removed the unfinished build ${name}`);
    }
  }
}

async function deploy(settings: PublishSettings): Promise<boolean> {
  const started = Date.now();
  const {releasesDir} = settings;
  removeUnfinishedBuilds(releasesDir);
  const info = newBuildInfo();
  const building = path.join(releasesDir, `${BUILDING_PREFIX}${info.id}`);
  console.log(`Building ${info.id} into ${building}`);
  try {
    await build(building);
    await postbuild(building, {info});
  } catch (error) {
    rmSync(building, {recursive: true, force: true});
    throw error;
  }
  renameSync(building, path.join(releasesDir, info.id));
  if (!(await activate(settings, info.id))) {
    return false;
  }
  const current = currentRelease(releasesDir)!;
  const pruned = pruneReleases(releasesDir, settings.keep, [current, releaseBefore(releasesDir, current) ?? '']);
  if (pruned.length > 0) {
    console.log(`Deleted ${pruned.length} old release(s): ${pruned.join(', ')}`);
  }
  console.log(`Deployed ${info.id} in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}

runPublishCommand('deploy', deploy);
