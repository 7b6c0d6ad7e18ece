import {describe, expect, it} from 'vitest';
import {DEBIAN_CHROMIUM, findChromium} from './chromium';

const PLAYWRIGHTS = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
const on =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('which Chromium the browser tests drive', () => {
  it('takes CHROME_PATH first, whatever else is installed', () => {
    expect(
      findChromium({CHROME_PATH: '/opt/chrome/chrome'}, on(DEBIAN_CHROMIUM, PLAYWRIGHTS), () => PLAYWRIGHTS),
    ).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROME_PATH',
    });
  });

  it("then Debian's package", () => {
    expect(findChromium({CHROME_PATH: ' '}, on(DEBIAN_CHROMIUM, PLAYWRIGHTS), () => PLAYWRIGHTS)?.source).toBe(
      'debian',
    );
  });

  it("then Playwright's own build, only when it is installed", () => {
    expect(findChromium({}, on(PLAYWRIGHTS), () => PLAYWRIGHTS)).toEqual({path: PLAYWRIGHTS, source: 'playwright'});
    expect(findChromium({}, on(), () => PLAYWRIGHTS)).toBeUndefined();
  });
});
