import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Which build this is, written last by the post-build step to `<build>/.build.json` (dotfiles are never
 * served). The server reports it at /healthz and reloads when it changes; `npm run deploy` names the
 * release directory after `id`.
 */
export interface BuildInfo {
  /** `20261123T221500Z-1a2b3c4` (UTC time of the build, then the commit, `-dirty` if changed): sorts by age. */
  id: string;
  builtAt: string;
  /** The commit the build was made from; null outside a git checkout. */
  commit: string | null;
}

export const BUILD_INFO = '.build.json';

/**
 * A build id's shape; also what the release directories of `npm run deploy` are named. `-dirty` after the
 * commit: the working tree had uncommitted changes, so the commit alone does not say what was built.
 */
export const BUILD_ID = /^\d{8}T\d{6}Z-[0-9a-z]+(?:-dirty)?$/;

/** The commit checked out and whether the working tree differs from it; commit null outside a git checkout. */
export interface SourceState {
  commit: string | null;
  dirty: boolean;
}

export function sourceState(cwd = process.cwd()): SourceState {
  const git = (args: string[]) =>
    execFileSync('git', args, {cwd, stdio: ['ignore', 'pipe', 'ignore']})
      .toString()
      .trim();
  try {
    const commit = git(['rev-parse', '--short=7', 'HEAD']);
    // Untracked files count: a new page is built as much as a changed one.
    return {commit, dirty: git(['--no-optional-locks', 'status', '--porcelain']) !== ''};
  } catch {
    return {commit: null, dirty: false};
  }
}

export function newBuildInfo(now = new Date(), source: SourceState = sourceState()): BuildInfo {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return {
    id: `${stamp}-${source.commit ?? 'nogit'}${source.dirty ? '-dirty' : ''}`,
    builtAt: now.toISOString(),
    commit: source.commit,
  };
}

export async function writeBuildInfo(root: string, info: BuildInfo): Promise<void> {
  await writeFile(path.join(root, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
}

/** The build's info; null for a build made without it (or not a build at all). */
export function readBuildInfo(root: string): BuildInfo | null {
  try {
    const info = JSON.parse(readFileSync(path.join(root, BUILD_INFO), 'utf8')) as Partial<BuildInfo>;
    return typeof info.id === 'string' && typeof info.builtAt === 'string'
      ? {id: info.id, builtAt: info.builtAt, commit: info.commit ?? null}
      : null;
  } catch {
    return null;
  }
}
