import {defineConfig, devices} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from './common/chromium';
import {TEST_NODE_FLAGS} from './tests/server/nodeFlags';

/** Browser tests run against the production server serving build/ (see tests/e2e/README in the repo README). */
const PORT = Number(process.env.E2E_PORT ?? 3123);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The same site built for the hosted alternative (SUPABASE_URL set), served beside it for contactSupabase.spec.ts. */
export const supabaseBaseURL = `http://127.0.0.1:${PORT + 1}`;

/**
 * Every host name but the test server's fails to resolve, so nothing leaves the machine and the site is seen
 * working without other hosts. Done in the browser's resolver rather than by intercepting requests: Playwright's
 * routing turns the HTTP cache off, and each page would fetch and compile the site's scripts again (the
 * sitemap sweep ran 12 % slower that way).
 */
export const OTHER_HOSTS_UNREACHABLE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** The production server on Node.js itself (no npm exec in between), with the tests' flags. */
const SERVE = ['node', ...TEST_NODE_FLAGS, '--import', 'tsx', 'server/cli/serve.ts'].join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One per core: a third worker made the suite no faster (192 tests: 11.8 min with two, 12.1 with three, the CPU
  // 0 % idle throughout), the browsers' work is CPU-bound.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {timeout: 7_000, toHaveScreenshot: {maxDiffPixels: 0}},
  // The reference images of screenshots.spec.ts, one folder, named by the test (not by machine: CI is this machine).
  snapshotPathTemplate: 'tests/e2e/screenshots/{arg}{ext}',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [...CHROME_FLAGS, OTHER_HOSTS_UNREACHABLE],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}},
    // Not part of `npm test`: every sitemap URL's smoke and axe checks again at phone width (`npm run audit:a11y:phone`).
    {
      name: 'phone-sweep',
      testMatch: 'sitemapSmoke.spec.ts',
      use: {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2},
    },
  ],
  webServer: [
    {
      command: SERVE,
      url: `${baseURL}/`,
      // HOLOREAL_ENV_FILE: never this machine's settings file (server/envFile.ts), whatever database it names.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        BUILD_DIR: 'build-test',
        DATA_DIR: '.data/e2e',
        HOLOREAL_ENV_FILE: '/dev/null',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 60_000,
    },
    // `npm run test:quick` leaves it out when the specs it runs do not need it (build-test-supabase may not exist).
    ...(process.env.E2E_WITHOUT_SUPABASE === '1'
      ? []
      : [
          {
            command: SERVE,
            url: `${supabaseBaseURL}/`,
            env: {
              PORT: String(PORT + 1),
              HOST: '127.0.0.1',
              BUILD_DIR: 'build-test-supabase',
              DATA_DIR: '.data/e2e-supabase',
              HOLOREAL_ENV_FILE: '/dev/null',
            },
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            timeout: 60_000,
          },
        ]),
  ],
});
