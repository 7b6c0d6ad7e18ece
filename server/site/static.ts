import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {Context} from 'hono';
import {getMimeType} from 'hono/utils/mime';
import {CACHE_CONTROL, STATIC_HOST_FILES} from '../../common/siteHeaders';
import {COMPRESSIBLE, isHashedAsset, notFoundPage} from '../../common/sitePaths';
import {apiError} from '../http/apiError';
import {LruCache} from './lruCache';
import {MARKDOWN_TYPE, prefersMarkdown, twinOfPage} from './markdownTwin';

/**
 * Serves the Docusaurus build. `@hono/node-server`'s `serveStatic` (2.1) serves precompressed variants too
 * (`precompressed`), but not the rest of what the site needs: it maps a path to one file, where `/x` is
 * `/x/index.html` or `/x.html` and `/x.html` is `/x`; its `onNotFound` is a callback that cannot answer with
 * the locale's not-found page and a 404; it sends no `ETag` and never 304; and it stats the disk on every
 * request and streams every file, where this handler remembers resolutions and small files (see
 * `createStaticHandler`) and serves a hit without a system call.
 */
export interface StaticOptions {
  /** Absolute path of the build directory. */
  root: string;
  /** Bounds of the in-memory cache of resolved files; false turns it off. */
  cache?: StaticCacheOptions | false;
}

const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;

export type Resolved = {file: string; status: 200 | 404} | {status: 400};

/** Decodes a URL path; null when it is malformed or could address something other than a file path. */
export function decodePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) {
    return null;
  }
  // Normalising an absolute POSIX path clamps every `..` at the root, so nothing can climb out.
  return path.posix.normalize(decoded.startsWith('/') ? decoded : `/${decoded}`);
}

/** Candidate files for a site path, most specific first; `.html` and `/index.html` name the same page. */
export function candidates(sitePath: string): string[] {
  if (sitePath.endsWith('/')) {
    return [`${sitePath}index.html`];
  }
  const list = [sitePath];
  const page = sitePath.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (page !== sitePath) {
    list.push(page === '' ? '/index.html' : `${page}/index.html`, `${page}.html`);
  } else {
    list.push(`${sitePath}/index.html`, `${sitePath}.html`);
  }
  return list;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function insideRoot(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep);
}

/**
 * Build-time files such as `.csp.json` are for the server, not for visitors (`.well-known` is public), and the
 * rules the build writes for a static host are for that host.
 */
function isHidden(sitePath: string): boolean {
  return (
    sitePath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known') ||
    (STATIC_HOST_FILES as readonly string[]).includes(sitePath.slice(1))
  );
}

export async function resolveFile(root: string, rawPath: string): Promise<Resolved> {
  const sitePath = decodePath(rawPath);
  if (sitePath === null) {
    return {status: 400};
  }
  if (isHidden(sitePath)) {
    return {file: path.join(root, notFoundPage(sitePath)), status: 404};
  }
  for (const candidate of candidates(sitePath)) {
    const file = path.join(root, candidate);
    if (insideRoot(root, file) && (await isFile(file))) {
      return {file, status: 200};
    }
  }
  return {file: path.join(root, notFoundPage(sitePath)), status: 404};
}

function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) {
      accepted.add(name);
    }
  }
  return accepted;
}

/** One file as it is sent: a precompressed variant or the file itself. */
interface Representation {
  encoding: Encoding | undefined;
  size: number;
  etag: string;
  lastModified: string;
  /** The bytes, kept when the file is at most `maxFileBytes`; otherwise read from disk on each request. */
  body: Buffer<ArrayBuffer> | null;
  path: string;
}

type Encoding = (typeof ENCODINGS)[number]['name'];

/** A resolved site path and the Cache-Control that goes with it. */
type Resolution =
  | {status: 400}
  | {
      status: 200 | 404;
      file: string;
      cacheControl: string;
      compressible: boolean;
      /** The page's Markdown twin, sent instead when `Accept` prefers `text/markdown` (markdownTwin.ts). */
      twin?: string;
    };

export interface StaticCacheOptions {
  /** Files at most this large keep their bytes in memory (1 MiB). */
  maxFileBytes?: number;
  /** Bytes kept in memory at most, over all files (64 MiB; the whole build is about 30 MiB). */
  maxBytes?: number;
  /** Site paths whose resolution is remembered (10,000), and files whose headers are. */
  maxEntries?: number;
}

const DEFAULT_CACHE: Required<StaticCacheOptions> = {
  maxFileBytes: 1024 * 1024,
  maxBytes: 64 * 1024 * 1024,
  maxEntries: 10_000,
};

/** Longer request paths are resolved each time rather than remembered (no one can fill memory with them). */
const MAX_CACHED_PATH_LENGTH = 1024;

/** A file's media type; Markdown (the pages' twins), which Hono's table lacks, as `text/markdown`. */
function contentType(file: string): string {
  return file.endsWith('.md') ? MARKDOWN_TYPE : (getMimeType(file) ?? 'application/octet-stream');
}

export function createStaticHandler({root, cache = {}}: StaticOptions) {
  const absoluteRoot = path.resolve(root);
  const limits = {...DEFAULT_CACHE, ...(cache === false ? {maxEntries: 0} : cache)};
  // build/ is immutable while the server runs: it is written before the server starts (`npm start` builds
  // first, the container image carries it) and a new build means a restart. So what a path resolves to, the
  // files' headers and their bytes can be remembered, and a hit costs no system call at all. (Rebuilding in
  // place under a running server now needs a restart to be seen.) Path resolutions, 404s included, and file
  // representations are bounded in number, the kept bytes in total; least recently used go first.
  const resolutions = new LruCache<string, Resolution>({maxEntries: limits.maxEntries, maxBytes: Infinity});
  const representations = new LruCache<string, Representation | null>({
    maxEntries: limits.maxEntries,
    maxBytes: limits.maxBytes,
  });

  async function resolve(rawPath: string): Promise<Resolution> {
    const cached = resolutions.get(rawPath);
    if (cached) {
      return cached;
    }
    const resolved = await resolveFile(absoluteRoot, rawPath);
    let resolution: Resolution;
    if (resolved.status === 400) {
      resolution = resolved;
    } else {
      const relative = path.relative(absoluteRoot, resolved.file).split(path.sep).join('/');
      resolution = {
        ...resolved,
        cacheControl:
          resolved.status === 200 && isHashedAsset(relative) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate,
        compressible: COMPRESSIBLE.test(resolved.file),
        twin: resolved.status === 200 ? await twinOfPage(resolved.file) : undefined,
      };
    }
    if (rawPath.length <= MAX_CACHED_PATH_LENGTH) {
      resolutions.set(rawPath, resolution);
    }
    return resolution;
  }

  /** The file or one of its precompressed variants; null when it does not exist. */
  async function representation(file: string, encoding: Encoding | undefined): Promise<Representation | null> {
    const key = `${encoding ?? 'identity'}:${file}`;
    const cached = representations.get(key);
    if (cached !== undefined) {
      return cached;
    }
    const variant = encoding ? file + ENCODINGS.find((e) => e.name === encoding)!.suffix : file;
    let info;
    try {
      info = await stat(variant);
    } catch {
      info = null;
    }
    if (!info?.isFile()) {
      representations.set(key, null);
      return null;
    }
    const body = info.size <= limits.maxFileBytes ? await readFile(variant) : null;
    const found: Representation = {
      encoding,
      size: body?.byteLength ?? info.size,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`,
      lastModified: info.mtime.toUTCString(),
      body,
      path: variant,
    };
    representations.set(key, found, body?.byteLength ?? 0);
    return found;
  }

  /** Picks the precompressed variant the client accepts, if the build has one, else the file itself. */
  async function choose(resolution: {file: string; compressible: boolean}, acceptEncoding: string | undefined) {
    if (resolution.compressible) {
      const accepted = acceptedEncodings(acceptEncoding);
      for (const {name} of ENCODINGS) {
        if (accepted.has(name)) {
          const found = await representation(resolution.file, name);
          if (found) {
            return found;
          }
        }
      }
    }
    return representation(resolution.file, undefined);
  }

  return async (c: Context): Promise<Response> => {
    const rawPath = new URL(c.req.url).pathname;
    const resolved = await resolve(rawPath);
    if (resolved.status === 400) {
      return apiError(c, 'bad_path', 'The request path is not valid.');
    }
    // A page with a twin is sent as Markdown to a client that prefers it; both answers vary with `Accept`.
    const file = resolved.twin && prefersMarkdown(c.req.header('accept')) ? resolved.twin : resolved.file;
    const chosen = await choose({file, compressible: resolved.compressible}, c.req.header('accept-encoding'));
    if (!chosen) {
      return c.text('Not Found', 404);
    }
    const headers: Record<string, string> = {
      'Content-Type': contentType(file),
      'Cache-Control': resolved.cacheControl,
      ETag: chosen.etag,
      'Last-Modified': chosen.lastModified,
    };
    const vary = [...(resolved.twin ? ['Accept'] : []), ...(resolved.compressible ? ['Accept-Encoding'] : [])];
    if (vary.length > 0) {
      headers.Vary = vary.join(', ');
    }
    if (chosen.encoding) {
      headers['Content-Encoding'] = chosen.encoding;
    }
    if (resolved.status === 200 && c.req.header('if-none-match') === chosen.etag) {
      return new Response(null, {status: 304, headers});
    }
    headers['Content-Length'] = String(chosen.size);
    const body = c.req.method === 'HEAD' ? null : (chosen.body ?? (await readFile(chosen.path)));
    return new Response(body, {status: resolved.status, headers});
  };
}
