import {existsSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {fontFaceUrls, scanTags, type Tag} from './html';
import {COMPRESSIBLE} from '../../common/sitePaths';
import {builtFile} from '../lib/pages';

export type Kind = 'html' | 'js' | 'css' | 'fonts' | 'images';
export const KINDS: readonly Kind[] = ['html', 'js', 'css', 'fonts', 'images'];

export interface Bytes {
  raw: number;
  gzip: number;
  br: number;
}

export interface Resource extends Bytes {
  url: string;
  kind: Kind;
  /** Where the compressed figures come from: the build's .br/.gz files, or compressed here. */
  compressedFrom: 'build' | 'memory' | 'not-compressible';
}

export interface PageWeight {
  path: string;
  file: string;
  totals: Record<Kind | 'total', Bytes>;
  resources: Resource[];
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function sizeOf(file: string): Promise<number | null> {
  return existsSync(file) ? (await stat(file)).size : null;
}

async function measure(file: string): Promise<Omit<Resource, 'url' | 'kind'>> {
  const raw = (await stat(file)).size;
  // The types the server sends precompressed; anything else goes as it is.
  if (!COMPRESSIBLE.test(file)) {
    return {raw, gzip: raw, br: raw, compressedFrom: 'not-compressible'};
  }
  const [br, gzipped] = await Promise.all([sizeOf(`${file}.br`), sizeOf(`${file}.gz`)]);
  if (br !== null && gzipped !== null) {
    return {raw, br, gzip: gzipped, compressedFrom: 'build'};
  }
  // The build skips variants that would not be smaller (tiny files); the server then sends the file as is.
  const data = await readFile(file);
  const memoryBr = (await brotli(data, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}})).length;
  const memoryGz = (await gz(data, {level: 9})).length;
  return {raw, br: Math.min(raw, br ?? memoryBr), gzip: Math.min(raw, gzipped ?? memoryGz), compressedFrom: 'memory'};
}

function kindOf(tag: Tag, url: string): Kind | null {
  const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
  if (tag.name === 'script') {
    return tag.attrs.src ? 'js' : null;
  }
  if (tag.name === 'img') {
    return tag.attrs.src && (tag.attrs.loading ?? '').toLowerCase() !== 'lazy' ? 'images' : null;
  }
  if (rel.includes('stylesheet')) {
    return 'css';
  }
  if (rel.includes('modulepreload')) {
    return 'js';
  }
  if (rel.includes('preload')) {
    const as = (tag.attrs.as ?? '').toLowerCase();
    const byAs: Record<string, Kind> = {script: 'js', style: 'css', font: 'fonts', image: 'images'};
    return byAs[as] ?? kindByExtension(url);
  }
  return null;
}

function kindByExtension(url: string): Kind {
  if (/\.m?js$/.test(url)) return 'js';
  if (/\.css$/.test(url)) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(url)) return 'fonts';
  return 'images';
}

/** A same-origin site path for a reference, or null for data:, other origins and empty references. */
function sitePathOf(reference: string, base: string): string | null {
  if (!reference || reference.startsWith('data:')) {
    return null;
  }
  const url = new URL(reference, `http://site${base}`);
  return url.origin === 'http://site' ? url.pathname : null;
}

const zero = (): Bytes => ({raw: 0, gzip: 0, br: 0});

/** First-load bytes of one page as the build has them: its HTML and what its markup loads up front. */
export async function pageWeight(buildDir: string, sitePath: string): Promise<PageWeight> {
  const htmlFile = await builtFile(buildDir, sitePath);
  if (!htmlFile) {
    throw new Error(`${sitePath}: no HTML file in ${buildDir}`);
  }
  const resources: Resource[] = [{url: sitePath, kind: 'html', ...(await measure(htmlFile))}];
  const seen = new Set<string>([sitePath]);
  const add = async (url: string, kind: Kind) => {
    const file = seen.has(url) ? null : await builtFile(buildDir, url);
    seen.add(url);
    if (file) {
      resources.push({url, kind, ...(await measure(file))});
    }
    return file;
  };
  for (const tag of scanTags(await readFile(htmlFile, 'utf8'))) {
    const reference = tag.name === 'link' ? tag.attrs.href : tag.attrs.src;
    const url = sitePathOf(reference ?? '', sitePath);
    const kind = url ? kindOf(tag, url) : null;
    if (!url || !kind) {
      continue;
    }
    const file = await add(url, kind);
    if (file && kind === 'css') {
      for (const font of fontFaceUrls(await readFile(file, 'utf8'))) {
        const fontUrl = sitePathOf(font, url);
        if (fontUrl) {
          await add(fontUrl, 'fonts');
        }
      }
    }
  }
  const totals = Object.fromEntries([...KINDS, 'total'].map((kind) => [kind, zero()])) as PageWeight['totals'];
  for (const resource of resources) {
    for (const bucket of [totals[resource.kind], totals.total]) {
      bucket.raw += resource.raw;
      bucket.gzip += resource.gzip;
      bucket.br += resource.br;
    }
  }
  return {path: sitePath, file: path.relative(process.cwd(), htmlFile), totals, resources};
}
