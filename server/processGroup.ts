import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';

/** A running process: its id, its process group and its command line (arguments joined by spaces). */
export interface ProcessEntry {
  pid: number;
  pgid: number;
  command: string;
}

function listWithPs(): ProcessEntry[] | null {
  try {
    return execFileSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,args='], {stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s*(.*)$/.exec(line))
      .filter((match) => match !== null && !match[3]!.startsWith('Z'))
      .map((match) => ({pid: Number(match![1]), pgid: Number(match![2]), command: match![4]!}));
  } catch {
    return null;
  }
}

/**
 * The processes of this machine, zombies left out (they are gone, only not yet reaped), from /proc, or from
 * `ps` where there is no /proc; null when neither can be read.
 */
export function listProcesses(): ProcessEntry[] | null {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return listWithPs();
  }
  const processes: ProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // `pid (name) state ppid pgrp …`: the name may hold spaces and parentheses, so split after the last one.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') {
        continue;
      }
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      processes.push({pid: Number(name), pgid: Number(pgrp), command});
    } catch {
      // Ended while being listed.
    }
  }
  return processes;
}

/** The live members of process group `pgid`; null when the processes cannot be listed. */
export function groupMembers(pgid: number): ProcessEntry[] | null {
  return listProcesses()?.filter((entry) => entry.pgid === pgid) ?? null;
}

/** True while process group `pgid` has a live member (on Windows, where there are no groups: process `pgid`). */
export function isGroupAlive(pgid: number): boolean {
  try {
    process.kill(process.platform === 'win32' ? pgid : -pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      return false;
    }
  }
  const members = process.platform === 'win32' ? null : groupMembers(pgid);
  return members === null || members.length > 0;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(process.platform === 'win32' ? pgid : -pgid, signal);
  } catch {
    // Gone already (ESRCH), or not ours to signal (EPERM): the caller sees it is still alive.
  }
}

/** SIGKILL to the whole group at once, for `process.on('exit')`, where nothing can be awaited. */
export function killGroupNow(pgid: number): void {
  signalGroup(pgid, 'SIGKILL');
}

/**
 * Ends every process of group `pgid`: SIGTERM, then SIGKILL to what is left after `graceMs`. Resolves true
 * once none is left, false if some still run 5 s after SIGKILL.
 */
export async function endProcessGroup(pgid: number, graceMs = 5_000): Promise<boolean> {
  for (const [signal, waitMs] of [
    ['SIGTERM', graceMs],
    ['SIGKILL', 5_000],
  ] as const) {
    if (!isGroupAlive(pgid)) {
      return true;
    }
    signalGroup(pgid, signal);
    const deadline = Date.now() + waitMs;
    while (isGroupAlive(pgid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return !isGroupAlive(pgid);
}
