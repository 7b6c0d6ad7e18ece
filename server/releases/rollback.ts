import type {EnvFile} from '../envFile';
import {onInterrupt, runPublishCommand, type PublishSettings} from './command';
import {acquireSwitchLock, runningDeploy} from './deployLock';
import {activate} from './publish';
import {currentRelease, listReleases, releaseBefore} from './releases';

async function rollBack(settings: PublishSettings): Promise<boolean> {
  const {releasesDir, positionals} = settings;
  const release = await acquireSwitchLock(releasesDir, 'rollback');
  const forget = onInterrupt(release);
  try {
    const current = currentRelease(releasesDir);
    const target = positionals[0] ?? releaseBefore(releasesDir, current);
    if (target === null) {
      console.error(
        `rollback: no release older than ${current ?? '(none)'} in ${releasesDir}. Releases: ${listReleases(releasesDir).join(', ') || 'none'}`,
      );
      return false;
    }
    if (!listReleases(releasesDir).includes(target)) {
      console.error(`rollback: ${target} is not a finished release in ${releasesDir}`);
      return false;
    }
    if (target === current) {
      console.log(`${target} is already the current release.`);
      return true;
    }
    const ok = await activate(settings, target);
    if (ok) {
      console.log(`Rolled back from ${current ?? 'nothing'} to ${target}.`);
      const deploy = runningDeploy(releasesDir);
      if (deploy) {
        console.log(
          `A deploy (process ${deploy.pid}, started ${deploy.since}) is running: it will keep its new release ` +
            'but not publish it over this rollback.',
        );
      }
    }
    return ok;
  } finally {
    forget();
    release();
  }
}

/**
 * `npm run rollback [-- <release id>]`: switches `releases/current` back to the release before the current
 * one (or to the one named) without building, and waits until the running server serves it. It runs while a
 * deploy is building (or hung); that deploy then leaves `current` where the rollback put it.
 */
export function rollback(envFile: EnvFile): void {
  runPublishCommand('rollback', rollBack, envFile);
}
