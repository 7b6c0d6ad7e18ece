import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {CSP_MANIFEST, type CspManifest} from '../common/cspManifest';
import {LOCALES, localeBase, sitemapPaths} from '../common/sitePaths';
import {compressBuild} from '../scripts/postbuild/compress';
import {fileOf, SKIPPED_SELECTORS} from '../scripts/postbuild/searchIndex';
import {option, rejectUnknownOptions} from './lib/options';
import {ROOT} from './lib/system';
import {markPage} from './pagefind/markPage';

/**
 * `npm run bench:pagefind -- [--build=build] [--out=DIR]`: a copy of a build whose navbar box searches with
 * Pagefind instead of the site's own engine, for `npm run bench:phone -- --baseline=DIR` to measure the two side by
 * side. Pagefind (its npm package, with the extended binary that splits Japanese into words) is installed once into
 * the user's cache folder, outside the repository, and indexes the same text the site's index holds: the pages each
 * sitemap lists, less the News Plus lists and the search page, from the same content element, leaving out the same
 * parts.
 */
const PAGEFIND_VERSION = '1.6.0';
const HOME = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'pagefind', PAGEFIND_VERSION);
const RUNNER = path.join(HOME, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
const BOX_SCRIPT = '/pagefind-box.js';

function installPagefind(): void {
  if (existsSync(RUNNER)) return;
  mkdirSync(HOME, {recursive: true});
  console.log(`pagefind: installing pagefind@${PAGEFIND_VERSION} into ${HOME}`);
  writeFileSync(path.join(HOME, 'package.json'), '{"private": true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', `pagefind@${PAGEFIND_VERSION}`], {
    cwd: HOME,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Every page a sitemap lists with Pagefind's marks, and the box's script on the pages the index leaves out too. */
function markPages(out: string): number {
  const withBox = (html: string) => html.replace(/<\/body>/, `<script src="${BOX_SCRIPT}"></script></body>`);
  let marked = 0;
  for (const locale of LOCALES) {
    const sitemap = path.join(out, localeBase(locale), 'sitemap.xml');
    if (!existsSync(sitemap)) continue;
    for (const url of sitemapPaths(readFileSync(sitemap, 'utf8'))) {
      const file = fileOf(out, url);
      const html = readFileSync(file, 'utf8');
      const page = markPage(html, url);
      if (page) marked += 1;
      writeFileSync(file, withBox(page ?? html));
    }
  }
  return marked;
}

async function main(argv: readonly string[]): Promise<void> {
  rejectUnknownOptions(argv, ['build', 'out']);
  const build = path.resolve(ROOT, option(argv, 'build') ?? 'build');
  const out = path.resolve(ROOT, option(argv, 'out') ?? path.join(tmpdir(), 'build-pagefind'));
  if (!existsSync(path.join(build, 'index.html'))) throw new Error(`${build} holds no site (no index.html)`);
  installPagefind();
  rmSync(out, {recursive: true, force: true});
  cpSync(build, out, {recursive: true, filter: (file) => !/\.(br|gz)$/.test(file)});
  console.log(`pagefind: ${markPages(out)} pages marked for indexing in ${out}`);
  cpSync(path.join(__dirname, 'pagefind', 'box.js'), path.join(out, BOX_SCRIPT));
  const config = mkdtempSync(path.join(tmpdir(), 'pagefind-config-'));
  writeFileSync(path.join(config, 'pagefind.json'), JSON.stringify({site: out, exclude_selectors: SKIPPED_SELECTORS}));
  execFileSync(process.execPath, [RUNNER], {cwd: config, stdio: ['ignore', 'inherit', 'inherit']});
  rmSync(config, {recursive: true, force: true});
  // Pagefind's search runs in WebAssembly, which the site's policy (script-src without 'wasm-unsafe-eval') forbids.
  const manifestFile = path.join(out, CSP_MANIFEST);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as CspManifest;
  manifest.scriptHashes = [...manifest.scriptHashes, "'wasm-unsafe-eval'"];
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  await compressBuild(out, {log: (line) => console.log(`pagefind: ${line}`)});
  console.log(`pagefind: ${out} is ready; measure it with npm run bench:phone -- --baseline=${out}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
