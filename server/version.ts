import {existsSync, readFileSync} from 'node:fs';

/**
 * The package.json beside the compiled server (dist/server/), or the repository's when the server runs from
 * source (server/../package.json): the app's version, reported by /healthz, and the Node.js versions it supports.
 */
const file = [new URL('./package.json', import.meta.url), new URL('../package.json', import.meta.url)].find((url) =>
  existsSync(url),
)!;
const manifest = JSON.parse(readFileSync(file, 'utf8')) as {version: string; engines: {node: string}};

export const APP_VERSION: string = manifest.version;

/** package.json's `engines.node`, e.g. `>=22.12`. */
export const SUPPORTED_NODE: string = manifest.engines.node;
