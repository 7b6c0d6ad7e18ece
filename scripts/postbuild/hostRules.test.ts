import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {createApp} from '../../server/app';
import {hostRules} from './hostRules';

const MANIFEST = {scriptHashes: ["'sha256-fixture='"], analytics: false, supabaseOrigin: null};

/** A miniature build of both locales, with the shapes Docusaurus writes. */
function fixture(siteUrl: string): string {
  const root = temporaryDirectory('host-rules');
  const files: Record<string, string> = {
    'index.html': `<html><head><link data-rh=true rel=canonical href=${siteUrl}/ /></head></html>`,
    '404.html': 'not found',
    'contact/index.html': 'contact',
    'docs/cardano/eval/environment-hydra/index.html': 'page',
    // The page the build writes at a moved address, for hosts without rules.
    'docs/cardano/eval/enviroment-hydra/index.html': 'moved',
    'en/docs/cardano/eval/enviroment-hydra/index.html': 'moved',
    'sitemap.xml': '<urlset/>',
    'assets/js/main.0123abcd.js': 'x()',
    'en/index.html': 'home',
    'en/404.html': 'not found',
    'en/contact/index.html': 'contact',
    'en/assets/css/styles.89abcdef.css': 'body{}',
    '.csp.json': JSON.stringify(MANIFEST),
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** `_headers` as a static host reads it: for a path, the headers of every rule whose pattern matches. */
function headersFor(file: string, sitePath: string): [string, string][] {
  const found: [string, string][] = [];
  let matches = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const pattern = new RegExp(`^${line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      matches = pattern.test(sitePath);
    } else if (matches && line.trim() !== '') {
      const [name, ...value] = line.trim().split(': ');
      found.push([name!, value.join(': ')]);
    }
  }
  return found;
}

const PATHS = [
  '/',
  '/contact',
  '/contact/',
  '/docs/cardano/eval/environment-hydra',
  '/sitemap.xml',
  '/assets/js/main.0123abcd.js',
  '/en',
  '/en/',
  '/en/contact',
  '/en/assets/css/styles.89abcdef.css',
];

describe('the static host rules', () => {
  it.each(['https://www.holoreal.jp', 'http://intranet.example'])(
    'give every path exactly the headers our server sends (SITE_URL %s), each from one rule',
    async (siteUrl) => {
      const root = fixture(siteUrl);
      const {headers} = await hostRules(root, MANIFEST);
      const app = createApp({
        buildDir: root,
        security: {manifest: () => MANIFEST, trustProxy: false, httpsSite: siteUrl.startsWith('https:')},
      });
      for (const sitePath of PATHS) {
        const fromFile = headersFor(headers, sitePath);
        const names = fromFile.map(([name]) => name.toLowerCase());
        expect(new Set(names).size, `${sitePath}: a header set by two rules`).toBe(names.length);
        const served = await app.request(sitePath);
        expect(served.status, sitePath).toBe(200);
        for (const [name, value] of fromFile) {
          expect(value, `${sitePath} ${name}`).toBe(served.headers.get(name));
        }
        const sent = ['content-security-policy', 'x-frame-options', 'cache-control', 'strict-transport-security'];
        for (const name of sent.filter((header) => served.headers.has(header))) {
          expect(names, `${sitePath}: ${name} is not in _headers`).toContain(name);
        }
      }
    },
  );

  it('redirect each moved address, in every form and both locales, where our server does, and each page’s .html form to it', async () => {
    const root = fixture('https://www.holoreal.jp');
    const {redirects} = await hostRules(root, MANIFEST);
    const app = createApp({buildDir: root});
    const lines = redirects.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) {
      const [from, to, status] = line.split(' ');
      const served = await app.request(from!);
      if (from!.endsWith('.html') && !from!.includes('enviroment')) {
        // A page's `.html` form: our server answers it with the page itself, the host sends it to the page.
        expect(served.status, from).toBe(200);
        expect(await served.text()).toBe(await (await app.request(to!)).text());
      } else {
        expect(`${served.status} ${served.headers.get('location')}`, from).toBe(`${status} ${to}`);
      }
    }
    expect(lines).toContain('/en/contact.html /en/contact/ 301');
    const sources = lines.map((line) => line.split(' ')[0]);
    expect(sources.length, 'a path redirected twice').toBe(new Set(sources).size);
    expect(lines).toContain('/docs/cardano/eval/environment-hydra.html /docs/cardano/eval/environment-hydra/ 301');
  });

  it('of a one-locale build name only that locale', async () => {
    const root = fixture('https://www.holoreal.jp');
    rmSync(path.join(root, 'en'), {recursive: true});
    const {headers, redirects} = await hostRules(root, MANIFEST);
    expect(`${headers}${redirects}`).not.toMatch(/^\/en(\/| |$)/m);
    expect(redirects).toContain('/contact.html /contact/ 301');
  });

  it('stay within the 100 header rules Cloudflare Pages reads', async () => {
    const {headers} = await hostRules(fixture('https://www.holoreal.jp'), MANIFEST);
    expect(headers.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });
});
