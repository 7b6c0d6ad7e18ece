import {execSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {docsSets} from '../../config/docsSets';

/**
 * Everything `npm run build` reads; a change to any of these makes a build stale. The docs sets come from the
 * list the site is built from, so a new set is watched without being named here.
 */
export const BUILD_SOURCES: readonly string[] = [
  ...docsSets.map((set) => set.path),
  'newsplus', // the blog (docusaurus.config.ts)
  'docusaurus.config.ts',
  'config',
  'common',
  'src',
  'static',
  'i18n',
  'sidebars',
  // `npm run build` ends with the post-build step, which writes <build>/.build.json with buildInfo.ts.
  'scripts/postbuild',
  'server/site/buildInfo.ts',
  'package.json',
  'package-lock.json',
  'patches',
  'tsconfig.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) {
    return 0;
  }
  const info = statSync(entry);
  if (!info.isDirectory()) {
    return info.mtimeMs;
  }
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    info.mtimeMs,
  );
}

/** True when the build in `dir` (build/, or a test build) is missing or older than any source. */
export function buildIsStale(root = process.cwd(), dir = 'build'): boolean {
  const stamp = path.join(root, dir, 'index.html');
  if (!existsSync(stamp)) {
    return true;
  }
  const built = statSync(stamp).mtimeMs;
  return BUILD_SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function ensureBuild(): void {
  if (buildIsStale()) {
    console.log('build/ is missing or older than the sources: building the site (both locales)…');
    execSync('npm run build', {stdio: 'inherit'});
  }
}
