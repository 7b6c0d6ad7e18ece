import {readdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import type {EnvFile} from '../envFile';
import {newBuildInfo, type BuildInfo} from '../site/buildInfo';
import {onInterrupt, runPublishCommand, type PublishSettings} from './command';
import {acquireDeployLock, endOrphanBuilds} from './deployLock';
import {publishRelease} from './publish';
import {BUILDING_PREFIX, CURRENT_LINK, currentRelease} from './releases';
import {checkServerFollowsCurrent} from './serverFollows';

/** What the deploy hands the site's build: where to build, the release's build info, and two hooks. */
export interface ReleaseBuild {
  /** The directory to build into (`releases/.building-<id>`); renamed to the release once the build resolves. */
  outDir: string;
  info: BuildInfo;
  /** Records the build's process group in the deploy lock, so a later deploy can end it if this one is killed. */
  recordGroup(pgid: number): void;
  /** Runs `cleanup` when the deploy is stopped by a signal, until the returned function is called. */
  onInterrupt(cleanup: () => unknown): () => void;
}

/** Builds the site into a release (scripts/deploy.ts: docusaurus, then the post-build steps). */
export type BuildRelease = (build: ReleaseBuild) => Promise<void>;

/** Builds a deploy killed half-way left behind; the lock guarantees no other deploy is writing them. */
function removeUnfinishedBuilds(releasesDir: string): void {
  for (const name of readdirSync(releasesDir)) {
    if (name.startsWith(BUILDING_PREFIX)) {
      rmSync(path.join(releasesDir, name), {recursive: true, force: true});
      console.log(`Removed the unfinished build ${name}`);
    }
  }
}

async function deployRelease(settings: PublishSettings, buildRelease: BuildRelease): Promise<boolean> {
  const started = Date.now();
  const {releasesDir, serverUrl} = settings;
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
      await buildRelease({
        outDir: building,
        info,
        recordGroup: (pgid) => lock.recordBuild(pgid, building),
        onInterrupt,
      });
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

/**
 * `npm run deploy [-- --keep 5 --releases DIR --server URL]`: builds the site into a new release next to
 * the live one, switches `releases/current` to it and waits until the running server serves it; then
 * deletes releases beyond the newest `keep`. The live release is never written to, so visitors see the
 * old site until the switch and the new one after it.
 *
 * `prepareBuild` runs first, before any lock is taken (a build setting it refuses stops the deploy at once),
 * and gives the function that builds the release.
 */
export function deploy(envFile: EnvFile, prepareBuild: () => BuildRelease): void {
  runPublishCommand('deploy', async (settings) => deployRelease(settings, prepareBuild()), envFile);
}
