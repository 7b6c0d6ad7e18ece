import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {
  createLock,
  isHolderAlive,
  readLock,
  releaseLock,
  removeStaleLock,
  rewriteLock,
  type LockHolder,
} from '../locks/lockFile';
import {endProcessGroup, isGroupAlive, listProcesses} from '../processGroup';
import {BUILDING_PREFIX} from './releases';

/**
 * Two locks in the releases directory:
 *
 *   .deploy.lock   held by `npm run deploy` from start to end: one deploy at a time (two builds would write the
 *                  same caches, and each would prune the other's release);
 *   .switch.lock   held while `current` is moved and the server is awaited, by a deploy and by a rollback; short,
 *                  so a rollback is never refused because a deploy is building, or hung.
 *
 * A lock names its holder; one whose holder no longer runs is taken over (locks/lockFile.ts).
 */
export const DEPLOY_LOCK = '.deploy.lock';
export const SWITCH_LOCK = '.switch.lock';

export interface DeployLockHolder extends LockHolder {
  command: string;
  /** The deploy's `docusaurus build`, once started: its process group and its out dir. */
  build?: {pgid: number; dir: string};
}

type Log = Pick<Console, 'log' | 'warn'>;

/** What a lock file of these lacks: a lock from before holders were recorded held a deploy's pid alone. */
const UNRECORDED: Omit<DeployLockHolder, 'pid'> = {command: 'deploy', since: 'unknown'};

/** The holder of the deploy lock while it runs; null when no deploy runs. */
export function runningDeploy(releasesDir: string): DeployLockHolder | null {
  const held = readLock(path.join(releasesDir, DEPLOY_LOCK), UNRECORDED);
  return held && isHolderAlive(held) ? held.holder : null;
}

class LockBusyError extends Error {
  constructor(readonly holder: DeployLockHolder) {
    super(`held by ${holder.command} process ${holder.pid}`);
  }
}

/** Takes `file` for `me`, or throws LockBusyError; `beforeTakeOver` runs for a lock whose holder is gone. */
async function takeLock(
  file: string,
  me: DeployLockHolder,
  beforeTakeOver: (stale: DeployLockHolder) => Promise<void>,
  log: Log,
): Promise<() => void> {
  mkdirSync(path.dirname(file), {recursive: true});
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLock(file, me)) {
      return () => releaseLock(file, me);
    }
    const held = readLock(file, UNRECORDED);
    if (held === null) {
      continue;
    }
    const {holder} = held;
    if (isHolderAlive(held)) {
      throw new LockBusyError(holder);
    }
    await beforeTakeOver(holder);
    if (removeStaleLock(file, held)) {
      log.log(
        `Took over ${file} from ${holder.command} process ${holder.pid} (since ${holder.since}), which no longer runs.`,
      );
    }
  }
  throw new Error(`could not take ${file}`);
}

/** Whether process group `pgid` still runs a `docusaurus build` into `dir`; null when processes cannot be listed. */
function runsBuildInto(pgid: number, dir: string): boolean | null {
  const processes = listProcesses();
  return processes === null
    ? null
    : processes.some(
        (entry) => entry.pgid === pgid && entry.command.includes('docusaurus') && entry.command.includes(dir),
      );
}

async function endBuildGroup(pgid: number, why: string, log: Log): Promise<void> {
  log.log(`Ending ${why}: process group ${pgid}.`);
  if (!(await endProcessGroup(pgid))) {
    throw new Error(
      `${why} (process group ${pgid}) does not end; end it with \`kill -KILL -${pgid}\` and deploy again`,
    );
  }
}

/**
 * Ends `docusaurus build` processes into this releases directory that no deploy owns: a deploy killed before
 * it could record its build in the lock. Only called under the deploy lock, so no live deploy owns them.
 */
export async function endOrphanBuilds(releasesDir: string, log: Log = console): Promise<void> {
  const building = path.join(releasesDir, BUILDING_PREFIX);
  const groups = new Set(
    (listProcesses() ?? [])
      .filter((entry) => entry.command.includes('docusaurus') && entry.command.includes(building))
      .map((entry) => entry.pgid),
  );
  for (const pgid of groups) {
    await endBuildGroup(pgid, 'a docusaurus build into ' + building + '… that no deploy owns', log);
  }
}

export interface DeployLock {
  /** Records the deploy's build group, so that a later deploy can end it if this one is killed. */
  recordBuild(pgid: number, dir: string): void;
  release(): void;
}

/**
 * The deploy lock. A lock left by a deploy that no longer runs (killed, even with SIGKILL) is taken over,
 * after ending the build that deploy started, if it still runs: two builds side by side write the same caches.
 */
export async function acquireDeployLock(releasesDir: string, log: Log = console): Promise<DeployLock> {
  const file = path.join(releasesDir, DEPLOY_LOCK);
  const me: DeployLockHolder = {pid: process.pid, command: 'deploy', since: new Date().toISOString()};
  let release;
  try {
    release = await takeLock(
      file,
      me,
      async (stale) => {
        if (!stale.build || !isGroupAlive(stale.build.pgid)) {
          return;
        }
        const ours = runsBuildInto(stale.build.pgid, stale.build.dir);
        if (ours === false) {
          log.warn(`Process group ${stale.build.pgid} of the dead deploy runs something else now; left alone.`);
          return;
        }
        await endBuildGroup(
          stale.build.pgid,
          `the build that the dead deploy (process ${stale.pid}) left running`,
          log,
        );
      },
      log,
    );
  } catch (error) {
    if (error instanceof LockBusyError) {
      const {pid, since} = error.holder;
      throw new Error(
        `another deploy (process ${pid}, started ${since}) is running on ${releasesDir}; wait for it to end, or ` +
          `stop it with \`kill ${pid}\` (it ends its build and removes its unfinished release)`,
      );
    }
    throw error;
  }
  return {
    recordBuild(pgid, dir) {
      rewriteLock(file, {...me, build: {pgid, dir}});
    },
    release,
  };
}

/**
 * The switch lock, for moving `current` and waiting for the server. Waits up to `waitMs` for another
 * command's switch (a few seconds at most); a deploy that is only building does not hold it.
 */
export async function acquireSwitchLock(
  releasesDir: string,
  command: string,
  {waitMs = 60_000, log = console}: {waitMs?: number; log?: Log} = {},
): Promise<() => void> {
  const file = path.join(releasesDir, SWITCH_LOCK);
  const me: DeployLockHolder = {pid: process.pid, command, since: new Date().toISOString()};
  const deadline = Date.now() + waitMs;
  let said = false;
  for (;;) {
    try {
      return await takeLock(file, me, () => Promise.resolve(), log);
    } catch (error) {
      if (!(error instanceof LockBusyError)) {
        throw error;
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `${error.holder.command} process ${error.holder.pid} has been switching ${path.join(releasesDir, 'current')} ` +
            `for over ${Math.round(waitMs / 1000)} s`,
        );
      }
      if (!said) {
        log.log(`Waiting for the ${error.holder.command} (process ${error.holder.pid}) to finish switching releases.`);
        said = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
