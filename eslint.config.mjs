import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import docusaurus from '@docusaurus/eslint-plugin';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';

/** server/ may not reach into the site, the scripts or the other test suites. */
const serverZone = {
  target: './server',
  from: ['./src', './scripts', './config', './i18n', './bench', './tests/e2e', './tests/deploy'],
  message: 'server/ imports shared code from common/ only.',
};

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
    // The production server is built from server/ and common/ alone (npm run build:server); its tests may also
    // use tests/server/. Code it shares with the site or the scripts belongs in common/.
    files: ['server/**/*.ts'],
    rules: {'import-x/no-restricted-paths': ['error', {zones: [serverZone]}]},
  },
  {
    // `npm start` builds the site from the repository before serving, so it reads the docs sets from the site's
    // config. It is not in the bundle: build:server starts from serve.ts and inquiries.ts.
    files: ['server/cli/ensureBuild.ts', 'server/cli/ensureBuild.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {zones: [{...serverZone, from: serverZone.from.filter((dir) => dir !== './config')}]},
      ],
    },
  },
  {
    // common/ is read by the site, the server and the scripts alike, so it may not lean on any one of them.
    files: ['common/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: './',
              except: ['./common', './node_modules'],
              message: 'common/ imports only common/ and packages.',
            },
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
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['·', '-', '—', '×', '→', '/', '|', '©']}],
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
);
