import {defineConfig} from 'vitest/config';

/**
 * `npm run test:deploy`: what production runs, on a real build: a deploy and rollback under traffic, and the
 * compiled server installed with its runtime packages only. Apart from the unit tests because the deploy
 * builds the whole site (about a minute) and both need build-test/ (`npm run build:test`).
 */
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    // No deploy, server or command the tests start may read this machine's settings file (server/envFile.ts).
    env: {HOLOREAL_ENV_FILE: '/dev/null'},
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
