import {existsSync, readFileSync} from 'node:fs';

/**
 * The app's version, reported by /healthz: from the package.json beside the compiled server (dist/server/),
 * or the repository's when the server runs from source (server/../package.json).
 */
const file = [new URL('./package.json', import.meta.url), new URL('../package.json', import.meta.url)].find((url) =>
  existsSync(url),
)!;
export const APP_VERSION: string = (JSON.parse(readFileSync(file, 'utf8')) as {version: string}).version;
