import {linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {isProcessAlive} from '../processAlive';
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
 * A lock names its holder; one whose holder no longer runs is taken over.
 */
export const DEPLOY_LOCK = '.deploy.lock';
export const SWITCH_LOCK = '.switch.lock';

export interface LockHolder {
  pid: number;
  command: string;
  since: string;
  /** The deploy's `docusaurus build`, once started: its process group and its out dir. */
  build?: {pgid: number; dir: string};
}

type Log = Pick<Console, 'log' | 'warn'>;

function readHolder(file: string): {text: string; holder: LockHolder} | null {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(holder.pid)) {
      return {text, holder: {command: 'deploy', since: 'unknown', ...holder} as LockHolder};
    }
  } catch {
    // A lock written before holders were recorded: the pid alone.
  }
  return {text, holder: {pid: Number.parseInt(text, 10) || 0, command: 'deploy', since: 'unknown'}};
}

/** The holder of the deploy lock while it runs; null when no deploy runs. */
export function runningDeploy(releasesDir: string): LockHolder | null {
  const held = readHolder(path.join(releasesDir, DEPLOY_LOCK));
  return held && held.holder.pid > 0 && isProcessAlive(held.holder.pid) ? held.holder : null;
}

/** Writes `holder` to `file` in one step (a complete temporary file renamed over it). */
function writeHolder(file: string, holder: LockHolder): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  renameSync(temporary, file);
}

/** Creates `file` unless it exists; a reader never sees it empty (a hard link to a complete file). */
function createLock(file: string, holder: LockHolder): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return false;
    }
    throw error;
  } finally {
    rmSync(temporary, {force: true});
  }
}

class LockBusyError extends Error {
  constructor(readonly holder: LockHolder) {
    super(`held by ${holder.command} process ${holder.pid}`);
  }
}

/** Takes `file` for `me`, or throws LockBusyError; `beforeTakeOver` runs for a lock whose holder is gone. */
async function takeLock(
  file: string,
  me: LockHolder,
  beforeTakeOver: (stale: LockHolder) => Promise<void>,
  log: Log,
): Promise<() => void> {
  mkdirSync(path.dirname(file), {recursive: true});
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLock(file, me)) {
      return () => {
        if (readHolder(file)?.holder.pid === me.pid) {
          rmSync(file, {force: true});
        }
      };
    }
    const held = readHolder(file);
    if (held === null) {
      continue;
    }
    const {holder} = held;
    if (holder.pid > 0 && holder.pid !== process.pid && isProcessAlive(holder.pid)) {
      throw new LockBusyError(holder);
    }
    await beforeTakeOver(holder);
    // Unless another command took it over meanwhile.
    if (readHolder(file)?.text === held.text) {
      rmSync(file, {force: true});
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
  const me: LockHolder = {pid: process.pid, command: 'deploy', since: new Date().toISOString()};
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
      writeHolder(file, {...me, build: {pgid, dir}});
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
  const me: LockHolder = {pid: process.pid, command, since: new Date().toISOString()};
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
