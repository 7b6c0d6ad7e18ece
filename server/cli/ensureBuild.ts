import {execSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** Everything the build reads; a change to any of these makes build/ stale. */
const SOURCES = [
  'docusaurus.config.ts',
  'package-lock.json',
  'config',
  'sidebars',
  'src',
  'static',
  'docs',
  'docs-base',
  'docs-cardano',
  'docs-icp',
  'newsplus',
  'i18n',
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
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function ensureBuild(): void {
  if (buildIsStale()) {
    console.log('build/ is missing or older than the sources: building the site (both locales)…');
    execSync('npm run build', {stdio: 'inherit'});
  }
}
