import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {CspManifest} from '../../common/cspManifest';
import {redirects} from '../../common/redirects';
import {CACHE_CONTROL, STATIC_HOST_FILES, securityHeaderTable} from '../../common/siteHeaders';
import {LOCALES, localeBase, stripLocale} from '../../common/sitePaths';

/**
 * The rules a static host reads from the build (`_headers`, `_redirects`: the format Cloudflare Pages and
 * Netlify share), made from the tables our server uses, so a CDN sends what the server sends: the security
 * headers with this build's CSP, the cache rules, and the moved addresses as 301s.
 */
export interface HostRules {
  headers: string;
  redirects: string;
}

/** Paths under a locale's base that are not its pages: the hashed assets and the other locales' trees. */
function isPagePath(name: string, base: string): boolean {
  const otherLocales = LOCALES.map(localeBase).filter((other) => other !== '' && other !== base);
  return (
    name !== 'assets' &&
    !name.startsWith('.') &&
    !(STATIC_HOST_FILES as readonly string[]).includes(name) &&
    !otherLocales.includes(`${base}/${name}`)
  );
}

/** The folders of the build that hold a page (`contact`, `en/docs/cardano`), the home pages excepted. */
async function pageFolders(root: string): Promise<string[]> {
  const names = (await readdir(root, {recursive: true})).map((name) => name.split(path.sep).join('/'));
  return names
    .filter((name) => name.endsWith('/index.html') && !/(^|\/)assets\//.test(name))
    .map((name) => name.slice(0, -'/index.html'.length))
    .filter((folder) => !LOCALES.map(localeBase).includes(`/${folder}`))
    .sort();
}

function rule(pattern: string, headers: [string, string][]): string {
  return [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * The build's `_headers` and `_redirects`. Every header is set by one rule only, so no host has to merge two
 * values of one header: the security headers on `/*`, `Cache-Control` on the assets and, one rule per
 * top-level file or folder of each locale, on everything else (rules that hosts would otherwise join as
 * `no-cache, public, max-age=…`).
 */
export async function hostRules(root: string, manifest: CspManifest): Promise<HostRules> {
  // The build's public address, as its home page names it (SITE_URL, or the company's address).
  const canonical = cheerio
    .load(await readFile(path.join(root, 'index.html'), 'utf8'))('link[rel="canonical"]')
    .attr('href');
  const https = canonical?.startsWith('https:') ?? false;
  const rules = [rule('/*', securityHeaderTable(manifest, {https}))];
  // A build of one locale (`--locale ja`) has no folder for the others.
  const built = LOCALES.filter((locale) => existsSync(path.join(root, localeBase(locale), 'index.html')));
  for (const locale of built) {
    const base = localeBase(locale);
    rules.push(rule(`${base}/assets/*`, [['Cache-Control', CACHE_CONTROL.immutable]]));
    const revalidate: [string, string][] = [['Cache-Control', CACHE_CONTROL.revalidate]];
    rules.push(rule(`${base}/`, revalidate));
    if (base !== '') {
      rules.push(rule(base, revalidate));
    }
    for (const entry of await readdir(path.join(root, base), {withFileTypes: true})) {
      if (isPagePath(entry.name, base)) {
        rules.push(rule(`${base}/${entry.name}`, revalidate));
        if (entry.isDirectory()) {
          rules.push(rule(`${base}/${entry.name}/*`, revalidate));
        }
      }
    }
  }
  // `/x.html` names the page `/x` (the specification's rule, which our server follows): a static host serves
  // `/x/index.html` only as `/x/`, so each page's `.html` form is sent there.
  const movedFrom = new Set(redirects.map(({from}) => from));
  const htmlForms = (await pageFolders(root))
    .filter((folder) => !movedFrom.has(stripLocale(`/${folder}`)))
    .map((folder) => `/${folder}.html /${folder}/ 301`);
  const moved = redirects.flatMap(({from, to}) =>
    built.flatMap((locale) => {
      const base = localeBase(locale);
      const forms = [from, `${from}/`, `${from}.html`, `${from}/index.html`];
      return forms.map((form) => `${base}${form} ${base}${to} 301`);
    }),
  );
  return {headers: `${rules.join('\n')}\n`, redirects: `${[...moved, ...htmlForms].join('\n')}\n`};
}

/** Writes `_headers` and `_redirects` into the build; returns the number of header rules and of redirects. */
export async function writeHostRules(root: string, manifest: CspManifest): Promise<{rules: number; moved: number}> {
  const {headers, redirects: moved} = await hostRules(root, manifest);
  await writeFile(path.join(root, '_headers'), headers);
  await writeFile(path.join(root, '_redirects'), moved);
  return {
    rules: headers.split('\n').filter((line) => line.startsWith('/')).length,
    moved: moved.trim().split('\n').length,
  };
}
