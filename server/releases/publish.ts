import path from 'node:path';
import {awaitServer} from './awaitServer';
import {onInterrupt, type PublishSettings} from './command';
import {acquireSwitchLock} from './deployLock';
import {currentRelease, pruneReleases, releaseBefore, switchCurrent} from './releases';

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

/**
 * Points `current` at release `id` and waits for the running server to serve it. Returns false (and says
 * why) when a server answers but keeps serving another build. The caller holds the switch lock.
 */
export async function activate(settings: PublishSettings, id: string, log: Log = console): Promise<boolean> {
  const before = currentRelease(settings.releasesDir);
  switchCurrent(settings.releasesDir, id);
  log.log(`${path.join(settings.releasesDir, 'current')} -> ${id} (was ${before ?? 'nothing'})`);
  const outcome = await awaitServer(settings.serverUrl, id);
  switch (outcome.kind) {
    case 'serving':
      log.log(`The server at ${settings.serverUrl} serves ${id}.`);
      return true;
    case 'no-server':
      log.log(
        `No server answered at ${settings.serverUrl} (${outcome.error}); a server started with ` +
          `BUILD_DIR=${path.join(settings.releasesDir, 'current')} will serve ${id}.`,
      );
      return true;
    case 'other-build':
      log.error(
        `The server at ${settings.serverUrl} still serves ${outcome.servingId ?? 'a build without an id'}, not ${id}. ` +
          `Is it started with BUILD_DIR=${path.join(settings.releasesDir, 'current')}?`,
      );
      return false;
  }
}

/**
 * The end of a deploy: makes the finished release `id` current and deletes releases beyond `keep`, unless
 * `current` no longer points where it did when the deploy started (`startedFrom`): then a rollback ran
 * meanwhile, and the deploy does not undo it. It says so, keeps the release for `npm run rollback -- <id>`
 * and returns false.
 */
export async function publishRelease(
  settings: PublishSettings,
  id: string,
  startedFrom: string | null,
  log: Log = console,
): Promise<boolean> {
  const {releasesDir} = settings;
  const release = await acquireSwitchLock(releasesDir, 'deploy', {log});
  const forget = onInterrupt(release);
  try {
    const now = currentRelease(releasesDir);
    if (now !== startedFrom) {
      log.error(
        `${path.join(releasesDir, 'current')} was switched from ${startedFrom ?? 'nothing'} to ${now ?? 'nothing'} ` +
          `while this deploy was building (a rollback); it stays there. The new release is kept: ` +
          `\`npm run rollback -- ${id}\` publishes it.`,
      );
      return false;
    }
    if (!(await activate(settings, id, log))) {
      return false;
    }
    const pruned = pruneReleases(releasesDir, settings.keep, [id, releaseBefore(releasesDir, id) ?? '']);
    if (pruned.length > 0) {
      log.log(`Deleted ${pruned.length} old release(s): ${pruned.join(', ')}`);
    }
    return true;
  } finally {
    forget();
    release();
  }
}
