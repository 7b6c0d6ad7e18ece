import {defineConfig} from 'vitest/config';

/**
 * `npm run test:deploy`: a real deploy and rollback under traffic. Apart from the unit tests because it
 * builds the whole site (about a minute) and needs build-test/ as the release deployed before it.
 */
export default defineConfig({
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
