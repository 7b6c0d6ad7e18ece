import {spawn} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {DEPLOY_DEFAULTS} from '../server/env';
import {endProcessGroup, killGroupNow} from '../server/processGroup';
import {withoutBlanks} from '../server/withoutBlanks';

/** How long a build may show no sign of work (no output, no new file in its out dir) before it is ended, in ms. */
export function stallMsFrom(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(withoutBlanks(env).DEPLOY_BUILD_STALL_SECONDS ?? DEPLOY_DEFAULTS.DEPLOY_BUILD_STALL_SECONDS);
  if (!(seconds > 0)) {
    throw new Error(
      `DEPLOY_BUILD_STALL_SECONDS must be a number of seconds above 0, not ${env.DEPLOY_BUILD_STALL_SECONDS}`,
    );
  }
  return seconds * 1000;
}

export interface GroupRun {
  /** The process group: the child's pid, and every process it starts. */
  pgid: number;
  /** Settles when the child has exited and its group is gone: resolves on exit code 0. */
  finished: Promise<void>;
  /** Ends the whole group; `finished` then rejects with `reason`. */
  stop(reason: string): Promise<void>;
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, {recursive: true}).length;
  } catch {
    return 0;
  }
}

/**
 * Runs `command` in a process group of its own, its output passed through, so that the whole group can be
 * ended on every way out: its own end (processes it left behind), `stop()`, no progress for `stallMs`, and
 * the exit of this process (SIGKILL to the group).
 */
export function runInGroup(
  command: string,
  args: string[],
  {outDir, stallMs, name = command}: {outDir: string; stallMs: number; name?: string},
): GroupRun {
  const child = spawn(command, args, {
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.stdout.isTTY ? {FORCE_COLOR: '1', ...process.env} : process.env,
  });
  const pgid = child.pid ?? 0;
  let failure: string | null = null;
  let lastProgress = Date.now();
  let files = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    lastProgress = Date.now();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    lastProgress = Date.now();
    process.stderr.write(chunk);
  });
  const killNow = () => killGroupNow(pgid);
  if (pgid > 0) {
    process.once('exit', killNow);
  }
  const stop = async (reason: string) => {
    failure ??= reason;
    if (pgid > 0) {
      await endProcessGroup(pgid);
    }
    await finished.catch(() => undefined);
  };
  const watchdog = setInterval(
    () => {
      const count = countFiles(outDir);
      if (count !== files) {
        files = count;
        lastProgress = Date.now();
      }
      if (Date.now() - lastProgress >= stallMs) {
        void stop(
          `${name} made no progress for ${Math.round(stallMs / 1000)} s (no output, no new file in ${outDir}) and ` +
            'was ended. If it is only slow, set DEPLOY_BUILD_STALL_SECONDS higher.',
        );
      }
    },
    Math.min(10_000, stallMs / 4),
  );
  const finished = new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) {
        return;
      }
      settled = true;
      clearInterval(watchdog);
      // Whatever the child started may outlive it; the group goes with it.
      void (pgid > 0 ? endProcessGroup(pgid, 2_000) : Promise.resolve(true)).then(() => {
        process.off('exit', killNow);
        if (failure !== null) {
          reject(new Error(failure));
        } else if (error) {
          reject(error);
        } else {
          resolve();
        }
      });
    };
    child.once('error', settle);
    child.once('exit', (code, signal) =>
      settle(code === 0 ? null : new Error(`${name} exited with ${signal ?? `code ${code}`}`)),
    );
  });
  return {pgid, finished, stop};
}
