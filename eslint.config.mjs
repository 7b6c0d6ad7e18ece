import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import docusaurus from '@docusaurus/eslint-plugin';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';

/*
 * The layers and the directions they import in (README, "Layout of the repository"): `common ← config ← src` and
 * `common ← server`, and inside the server its rooms. Each zone names a layer and what it may not import; each
 * has a planted violation in scripts/lint-gates/eslintGates.test.ts.
 */

/** common/ is read by the site, the server and the scripts alike, so it may not lean on any one of them. */
const commonZone = {
  target: './common',
  from: './',
  except: ['./common', './node_modules'],
  message: 'common/ imports only common/ and packages.',
};

/** The site's config sits below src/: docusaurus.config.ts hands it the company facts it shows. */
const configZone = {
  target: './config',
  from: './',
  except: ['./config', './common', './node_modules'],
  message: 'config/ imports only config/, common/ and packages (src/ imports config/, not the reverse).',
};

/** The site's code: src/, config/, common/ and packages, and its tests' helpers in tests/unit/. */
const srcZone = {
  target: './src',
  from: ['./server', './scripts', './bench', './tests/e2e', './tests/deploy', './tests/server'],
  message: 'src/ imports src/, config/, common/ and packages.',
};

/**
 * The production server is built from server/ and common/ alone (npm run build:server); its tests may also use
 * tests/server/. Code it shares with the site or the scripts belongs in common/.
 */
const serverZone = {
  target: './server',
  from: ['./src', './scripts', './config', './i18n', './bench', './tests/e2e', './tests/deploy'],
  message: 'server/ imports shared code from common/ only.',
};

/** What imports the rooms of the server: its entry points (cli/, index.ts) and the app (app.ts). */
const SERVER_TOP = ['./server/cli', './server/index.ts', './server/app.ts'];

/** The rooms of the server, and the files that stand for a room (env.ts and settings/ are one). */
const SERVER_ROOMS = [
  './server/env.ts',
  './server/settings',
  './server/locks',
  './server/db',
  './server/http',
  './server/site',
  './server/releases',
  './server/inquiries',
  './server/notifications',
];
const SETTINGS = ['./server/env.ts', './server/settings'];

/** A room may import the rooms it names, and no other room nor the server's top (SERVER_TOP). */
function roomZone(target, allowed, message) {
  const targets = [target].flat();
  const from = SERVER_ROOMS.filter((room) => !targets.includes(room) && !allowed.includes(room));
  return {target, from: [...SERVER_TOP, ...from], message};
}

/**
 * The rooms of the server and what each may import: env.ts (with settings/) no room, locks/ only those, db/
 * those and locks/, http/ nothing above db/, site/ only http/apiError.ts, releases/ site/ and locks/, inquiries/
 * http/ and db/, notifications/ inquiries/ and db/; only app.ts, index.ts and cli/ put rooms together. Tests may
 * put several rooms together too, so these zones leave *.test.ts files out.
 */
const serverRoomZones = [
  roomZone(
    SETTINGS,
    [],
    'env.ts and settings/ parse settings into plain values: the rooms import them, not the reverse.',
  ),
  roomZone('./server/locks', SETTINGS, 'server/locks/ is a building block: the rooms import it, not the reverse.'),
  roomZone('./server/db', [...SETTINGS, './server/locks'], 'server/db/ imports no room above it.'),
  roomZone(
    './server/http',
    [...SETTINGS, './server/locks', './server/db'],
    'server/http/ is plumbing: it imports no room above it (site, releases, inquiries, notifications).',
  ),
  roomZone(
    './server/site',
    [...SETTINGS, './server/locks', './server/http'],
    'server/site/ serves builds: it imports neither db/, releases/ nor the inquiry rooms.',
  ),
  {
    target: './server/site',
    from: './server/http',
    except: ['./apiError.ts'],
    message: 'server/site/ uses only http/apiError.ts of the plumbing.',
  },
  roomZone(
    './server/releases',
    [...SETTINGS, './server/locks', './server/site'],
    'server/releases/ imports site/ and the building blocks, no other room.',
  ),
  roomZone(
    './server/inquiries',
    [...SETTINGS, './server/locks', './server/db', './server/http'],
    'server/inquiries/ does not import notifications/: notifications/ depends on it (inquiries/store.ts says how they meet).',
  ),
  roomZone(
    './server/notifications',
    [...SETTINGS, './server/locks', './server/db', './server/inquiries'],
    'server/notifications/ imports inquiries/, db/ and the building blocks, no other room.',
  ),
];

const layerZones = [commonZone, configZone, srcZone, serverZone];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-test/',
      'build-test-supabase/',
      'releases/',
      '.ci/node/',
      'dist/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks, 'import-x': importX},
    settings: {
      // Without these import-x reads only .js/.mjs/.cjs files, so no-cycle never follows a TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': {'@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts']},
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      // Modules that import each other load half-initialised; one direction per pair keeps layers apart.
      // A cycle through a package cannot involve ours; not following packages halves the time of `eslint .`.
      'import-x/no-cycle': ['error', {ignoreExternal: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    rules: {'import-x/no-restricted-paths': ['error', {zones: [...layerZones, ...serverRoomZones]}]},
  },
  {
    // A test may put several rooms of the server together; the layers hold for it all the same.
    files: ['server/**/*.test.ts'],
    rules: {'import-x/no-restricted-paths': ['error', {zones: layerZones}]},
  },
  {
    // `npm start` builds the site from the repository before serving, so it reads the docs sets from the site's
    // config. It is not in the bundle: build:server starts from serve.ts and inquiries.ts.
    files: ['server/cli/ensureBuild.ts', 'server/cli/ensureBuild.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones.filter((zone) => zone !== serverZone),
            {...serverZone, from: serverZone.from.filter((dir) => dir !== './config')},
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: promises that nobody awaits or that go where a callback returns nothing, and
    // assertions or awaits the types already make pointless.
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {attributes: false}}],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true, allowBoolean: true}],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', {considerDefaultExhaustiveForUnions: true}],
    },
  },
  {
    // Docusaurus's recommended set (links through <Link>, headings through <Heading>, literal i18n messages),
    // as errors: it ships two of them as warnings, which `eslint .` lets pass.
    files: ['**/*.tsx'],
    // The test stand-ins for Link and Heading are made of the plain elements.
    ignores: ['tests/unit/shims/**'],
    plugins: {'@docusaurus': docusaurus},
    rules: Object.fromEntries(Object.keys(docusaurus.configs.recommended.rules).map((rule) => [rule, 'error'])),
  },
  {
    // Visible text in the theme and pages goes through Docusaurus's translation API.
    files: ['src/theme/**/*.tsx', 'src/pages/**/*.tsx', 'src/components/**/*.tsx', 'src/analytics/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // U+200B: the heading anchor's zero-width content (src/theme/Heading), not a label.
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '-', '—', '×', '→', '/', '|', '©', '\u200b']},
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
);
