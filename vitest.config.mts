import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {TEST_NODE_FLAGS} from './tests/server/nodeFlags';

const root = path.dirname(fileURLToPath(import.meta.url));
const shims = path.join(root, 'tests/unit/shims');

export default defineConfig({
  resolve: {
    // Component tests render outside Docusaurus: these stand-ins keep its translation rules.
    alias: {
      '@site': root,
      '@docusaurus/Translate': path.join(shims, 'Translate.tsx'),
      '@docusaurus/useDocusaurusContext': path.join(shims, 'useDocusaurusContext.ts'),
      '@docusaurus/Link': path.join(shims, 'Link.tsx'),
      '@docusaurus/router': path.join(shims, 'router.ts'),
      '@theme/Heading': path.join(shims, 'Heading.tsx'),
      '@theme/Layout': path.join(shims, 'Layout.tsx'),
      '@docusaurus/Head': path.join(shims, 'Head.tsx'),
      '@docusaurus/useBrokenLinks': path.join(shims, 'useBrokenLinks.ts'),
      '@docusaurus/useBaseUrl': path.join(shims, 'useBaseUrl.ts'),
    },
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Components render in jsdom, set a locale and mock modules: each file gets its own modules.
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: [path.join(shims, 'wbrInline.ts')],
        },
      },
      {
        extends: true,
        test: {
          // The server, the scripts and their shared code keep no state between files: a worker imports a
          // module once for all its files instead of once per file (a fifth of the suite's CPU time).
          name: 'node',
          include: [
            'common/**/*.test.ts',
            'config/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          isolate: false,
        },
      },
    ],
    environment: 'node',
    // No test, nor any server or command it starts, may read this machine's settings file (server/envFile.ts).
    env: {HOLOREAL_ENV_FILE: '/dev/null'},
    // Most suites wait on PostgreSQL, child processes and timers, not the CPU: three files at a time on two
    // cores take 82 s where one at a time (the default here) took 208 s.
    maxWorkers: 3,
    // PGlite opened hundreds of times: see tests/server/nodeFlags.ts.
    execArgv: [...TEST_NODE_FLAGS],
    testTimeout: 30_000,
    // Closing a PostgreSQL pool waits up to 5 s for its connections, and CI runs this beside a production
    // build: the default 10 s for a hook was missed there once.
    hookTimeout: 30_000,
  },
});
