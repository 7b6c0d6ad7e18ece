import {envFile} from '../server/cli/prelude';
import {readdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {runInGroup, stallMsFrom} from './buildGroup';
import {postbuild} from './postbuild/postbuild';
import {newBuildInfo} from '../server/site/buildInfo';
import {acquireDeployLock, endOrphanBuilds} from '../server/site/deployLock';
import {onInterrupt, publishRelease, runPublishCommand, type PublishSettings} from '../server/site/publish';
import {BUILDING_PREFIX, CURRENT_LINK, currentRelease} from '../server/site/releases';
import {checkServerFollowsCurrent} from '../server/site/serverFollows';

/**
 * `npm run deploy [-- --keep 5 --releases DIR --server URL]`: builds the site into a new release next to
 * the live one, switches `releases/current` to it and waits until the running server serves it; then
 * deletes releases beyond the newest `keep`. The live release is never written to, so visitors see the
 * old site until the switch and the new one after it.
 */
function buildCommand(outDir: string): [string, string[]] {
  const docusaurus = path.resolve('node_modules/.bin/docusaurus');
  // Below the server's priority: visitors' requests come first on the machine that serves them.
  return process.platform === 'win32'
    ? [docusaurus, ['build', '--out-dir', outDir]]
    : ['nice', ['-n', '10', docusaurus, 'build', '--out-dir', outDir]];
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

/** Builds into `building` in a process group of its own, ended on every way out of the deploy. */
async function build(
  building: string,
  stallMs: number,
  recordBuild: (pgid: number, dir: string) => void,
): Promise<void> {
  const [command, args] = buildCommand(building);
  const run = runInGroup(command, args, {outDir: building, stallMs, name: 'docusaurus build'});
  if (run.pgid > 0) {
    recordBuild(run.pgid, building);
  }
  const forget = onInterrupt(() => run.stop('docusaurus build ended: the deploy was stopped'));
  try {
    await run.finished;
  } finally {
    forget();
  }
}

async function deploy(settings: PublishSettings): Promise<boolean> {
  const started = Date.now();
  const {releasesDir, serverUrl} = settings;
  const stallMs = stallMsFrom();
  const lock = await acquireDeployLock(releasesDir);
  const forgetLock = onInterrupt(lock.release);
  try {
    const link = path.join(releasesDir, CURRENT_LINK);
    const check = await checkServerFollowsCurrent(serverUrl, releasesDir);
    if (check.kind === 'elsewhere') {
      console.error(
        `The server at ${serverUrl} serves ${check.servingId ?? 'no build with an id'}, but ${link} points to ` +
          `${check.currentId ?? 'nothing'}: the server does not follow ${link} (start it with BUILD_DIR=${link}). ` +
          `Nothing was built and ${link} is unchanged.`,
      );
      return false;
    }
    const startedFrom = currentRelease(releasesDir);
    await endOrphanBuilds(releasesDir);
    removeUnfinishedBuilds(releasesDir);
    const info = newBuildInfo();
    const building = path.join(releasesDir, `${BUILDING_PREFIX}${info.id}`);
    console.log(`Building ${info.id} into ${building}`);
    const removeBuilding = () => rmSync(building, {recursive: true, force: true});
    const forgetBuilding = onInterrupt(removeBuilding);
    try {
      await build(building, stallMs, lock.recordBuild);
      await postbuild(building, {info});
    } catch (error) {
      removeBuilding();
      throw error;
    } finally {
      forgetBuilding();
    }
    renameSync(building, path.join(releasesDir, info.id));
    if (!(await publishRelease(settings, info.id, startedFrom))) {
      return false;
    }
    console.log(`Deployed ${info.id} in ${Math.round((Date.now() - started) / 1000)} s.`);
    return true;
  } finally {
    forgetLock();
    lock.release();
  }
}

runPublishCommand('deploy', deploy, envFile);
