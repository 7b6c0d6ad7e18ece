import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * The Chromium that the browser tests and the benches drive, headless and without the background
 * connections a closed network refuses. Found in this order: `CHROME_PATH`, Debian's package, then
 * Playwright's own build when `npx playwright install chromium` has put one on this machine.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface FoundChromium {
  path: string;
  source: 'CHROME_PATH' | 'debian' | 'playwright';
}

export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: () => string = () => chromium.executablePath(),
): FoundChromium | undefined {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    // Named on purpose: a wrong path is an error to report, not a reason to pick another browser.
    return {path: fromEnv, source: 'CHROME_PATH'};
  }
  if (exists(DEBIAN_CHROMIUM)) {
    return {path: DEBIAN_CHROMIUM, source: 'debian'};
  }
  const bundled = playwrightPath();
  return exists(bundled) ? {path: bundled, source: 'playwright'} : undefined;
}

/** The browser to launch; Debian's path when none is found, so the launch error names what is missing. */
export const CHROME_PATH = findChromium()?.path ?? DEBIAN_CHROMIUM;

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
