import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {homedir} from 'node:os';
import path from 'node:path';
import {compressBuild} from '../../scripts/postbuild/compress';
import type {ComparedBuild} from '../lib/builds';
import {ROOT} from '../lib/system';

/**
 * A stock Docusaurus site to measure this one against: create-docusaurus's classic template at the Docusaurus
 * version this site runs, installed from the npm registry into its own folder (none of this repository's patches)
 * and built once per version. It lives outside the repository, in the user's cache folder: under node_modules
 * Docusaurus would not compile its pages, and in the work tree the repository's linters would read it.
 */
const VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string}
).version;
const HOME = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'docusaurus-stock-site', VERSION);
const SITE = path.join(HOME, 'site');

/** The stock site's page for each of this site's page types (it has English pages only). */
export const STOCK_PATHS: Record<string, string> = {
  home: '/',
  products: '/',
  capsule: '/',
  docs: '/docs/intro',
  'docs-root': '/docs/intro',
  'docs-longest': '/docs/tutorial-basics/markdown-features',
  'docs-diagrams': '/docs/tutorial-basics/markdown-features',
  post: '/blog/welcome',
  list: '/blog',
  contact: '/',
  search: '/',
};

function step(what: string, command: string, args: string[], cwd: string): void {
  console.log(`stock site: ${what}`);
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, CI: '1'}});
}

/**
 * The stock site's build directory, made first when missing, with `.br` and `.gz` beside its files as this site's
 * build has them: the production server sends precompressed variants only, so an uncompressed stock site would be
 * measured with 2–3 times the bytes it would send.
 */
export async function stockSiteBuild(): Promise<string> {
  const build = path.join(SITE, 'build');
  if (!existsSync(path.join(build, 'index.html'))) {
    rmSync(HOME, {recursive: true, force: true});
    mkdirSync(HOME, {recursive: true});
    step(
      `create-docusaurus@${VERSION} classic`,
      'npx',
      ['--yes', `create-docusaurus@${VERSION}`, 'site', 'classic', '--javascript', '--skip-install'],
      HOME,
    );
    step('npm install', 'npm', ['install', '--no-audit', '--no-fund'], SITE);
    step('docusaurus build', 'npx', ['docusaurus', 'build'], SITE);
  }
  if (!existsSync(path.join(build, 'index.html.br'))) {
    await compressBuild(build, {cacheDir: false, log: (line) => console.log(`stock site: ${line}`)});
  }
  return build;
}

/** With `--stock`, the stock site as a build beside ours (built on first use); nothing without it. */
export async function stockBuildIfAsked(argv: readonly string[]): Promise<ComparedBuild[]> {
  return argv.includes('--stock') ? [{label: 'stock', dir: await stockSiteBuild()}] : [];
}
