/**
 * The Chromium that the browser tests and the benches drive: Debian's, never a downloaded one, headless and
 * without the background connections this machine's closed network would refuse.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
