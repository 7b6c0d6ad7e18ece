import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {Context} from 'hono';
import {getMimeType} from 'hono/utils/mime';

/**
 * Serves the Docusaurus build. Written here rather than with @hono/node-server's serveStatic because the
 * site needs rules that one does not have: `.html` / `index.html` aliases, a locale-aware 404 page, and
 * precompressed variants chosen by Accept-Encoding.
 */
export interface StaticOptions {
  /** Absolute path of the build directory. */
  root: string;
}

/** Files under /assets/ carry a content hash in their name and never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, images in static/, sitemaps, search index) is revalidated on each use. */
const REVALIDATE = 'no-cache';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|map|webmanifest)$/;
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

/** The not-found page of the visitor's locale: English under /en, Japanese elsewhere. */
export function notFoundPage(sitePath: string): string {
  return sitePath === '/en' || sitePath.startsWith('/en/') ? '/en/404.html' : '/404.html';
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

/** Build-time files such as `.csp.json` are for the server, not for visitors; `.well-known` is public. */
function isHidden(sitePath: string): boolean {
  return sitePath.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
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

/** Picks the precompressed variant the client accepts, if the build has one. */
async function chooseVariant(file: string, acceptEncoding: string | undefined) {
  if (COMPRESSIBLE.test(file)) {
    const accepted = acceptedEncodings(acceptEncoding);
    for (const encoding of ENCODINGS) {
      if (accepted.has(encoding.name) && (await isFile(file + encoding.suffix))) {
        return {path: file + encoding.suffix, encoding: encoding.name};
      }
    }
  }
  return {path: file, encoding: undefined};
}

export function createStaticHandler({root}: StaticOptions) {
  const absoluteRoot = path.resolve(root);
  return async (c: Context): Promise<Response> => {
    const rawPath = new URL(c.req.url).pathname;
    const resolved = await resolveFile(absoluteRoot, rawPath);
    if (resolved.status === 400) {
      return c.json({error: {code: 'bad_path', message: 'The request path is not valid.'}}, 400);
    }
    const variant = await chooseVariant(resolved.file, c.req.header('accept-encoding'));
    let info;
    try {
      info = await stat(variant.path);
    } catch {
      return c.text('Not Found', 404);
    }
    const relative = path.relative(absoluteRoot, resolved.file).split(path.sep).join('/');
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${variant.encoding ? `-${variant.encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(resolved.file) ?? 'application/octet-stream',
      'Cache-Control': resolved.status === 200 && relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
    };
    if (COMPRESSIBLE.test(resolved.file)) {
      headers.Vary = 'Accept-Encoding';
    }
    if (variant.encoding) {
      headers['Content-Encoding'] = variant.encoding;
    }
    if (resolved.status === 200 && c.req.header('if-none-match') === etag) {
      return new Response(null, {status: 304, headers});
    }
    headers['Content-Length'] = String(info.size);
    const body = c.req.method === 'HEAD' ? null : await readFile(variant.path);
    return new Response(body, {status: resolved.status, headers});
  };
}
