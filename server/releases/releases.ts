import {mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {BUILD_ID, readBuildInfo} from '../site/buildInfo';

/**
 * The releases directory that `npm run deploy` and `npm run rollback` manage:
 *
 *   releases/20261123T221500Z-1a2b3c4/   one finished build per deploy, named by its build id
 *   releases/current -> 20261123T…       the build the server serves (BUILD_DIR=releases/current)
 *   releases/.building-…                  a build in progress (never served, removed if it fails)
 */
export const CURRENT_LINK = 'current';
export const BUILDING_PREFIX = '.building-';

/** Finished releases, oldest first (build ids sort by time). */
export function listReleases(releasesDir: string): string[] {
  let entries;
  try {
    entries = readdirSync(releasesDir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name))
    .map((entry) => entry.name)
    .filter((id) => readBuildInfo(path.join(releasesDir, id)) !== null)
    .sort();
}

/** The release `current` points to; null before the first deploy. */
export function currentRelease(releasesDir: string): string | null {
  try {
    return path.basename(readlinkSync(path.join(releasesDir, CURRENT_LINK)));
  } catch {
    return null;
  }
}

/**
 * Points `current` at a release in one step: a new link under a temporary name, renamed over the old one
 * (rename is atomic), so a reader sees the old target or the new one, never no link.
 */
export function switchCurrent(releasesDir: string, id: string): void {
  mkdirSync(releasesDir, {recursive: true});
  const temporary = path.join(releasesDir, `.${CURRENT_LINK}-${process.pid}`);
  rmSync(temporary, {force: true});
  // Relative, so the releases directory can be moved or mounted elsewhere.
  symlinkSync(id, temporary, 'dir');
  renameSync(temporary, path.join(releasesDir, CURRENT_LINK));
}

/**
 * Deletes the oldest releases beyond `keep`, never one in `protect` (the current one and the one a
 * rollback would go to). Returns what it deleted.
 */
export function pruneReleases(releasesDir: string, keep: number, protect: readonly string[]): string[] {
  const releases = listReleases(releasesDir);
  const doomed = releases.slice(0, Math.max(0, releases.length - keep)).filter((id) => !protect.includes(id));
  for (const id of doomed) {
    rmSync(path.join(releasesDir, id), {recursive: true, force: true});
  }
  return doomed;
}

/** The release before `id` (by age), where a rollback goes. */
export function releaseBefore(releasesDir: string, id: string | null): string | null {
  const older = listReleases(releasesDir).filter((release) => id === null || release < id);
  return older.at(-1) ?? null;
}
