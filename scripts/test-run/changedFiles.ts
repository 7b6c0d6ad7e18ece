import {execFileSync} from 'node:child_process';

/** Files the working tree changed against HEAD: modified, staged, deleted and new (not ignored). */
export function changedFiles(cwd = process.cwd()): string[] {
  const git = (...args: string[]) => execFileSync('git', args, {cwd, encoding: 'utf8'}).split('\n').filter(Boolean);
  return [
    ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
  ].sort();
}
