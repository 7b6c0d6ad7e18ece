import {access} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {docsSets} from '../config/docsSets';
import {checkI18n} from './check-i18n/check';
import {markdownFacts} from './site/markdown';
import {runScript} from './site/runScript';
import {withSite} from './site/site';
import {CLI_TIMEOUT, suiteSiteCopy} from './site/suiteSiteCopy';
import {unflaggedScaffoldLines} from './lint-text/scaffoldTestKit';
import {newDoc} from './newDoc';

const JA = 'docs-cardano/f13/arch/security.md';
const EN = 'i18n/en/docusaurus-plugin-content-docs-cardano/current/f13/arch/security.md';

const copy = suiteSiteCopy();
const {read} = copy;

describe('npm run new:doc', () => {
  it(
    'creates the page in both languages and names the sidebar file to add it to',
    async () => {
      const result = await runScript(copy.dir, 'newDoc.ts', ['cardano', 'f13/arch/security']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Created ${JA}\n    and ${EN}\n`);
      expect(result.stdout).toContain("Add 'f13/arch/security' to the sidebar in sidebars/cardano.ts");

      const [ja, en] = [markdownFacts(await read(JA)), markdownFacts(await read(EN))];
      expect(Object.keys(en.frontMatter)).toEqual(Object.keys(ja.frontMatter));
      expect(en.frontMatter.title).not.toBe(ja.frontMatter.title);
      expect(en).toMatchObject({h2: ja.h2, code: ja.code, mermaid: ja.mermaid});
      expect(await read(EN)).not.toMatch(/TODO|coming soon|lorem/i);
      // Every sentence written for the writer to replace fails `npm run lint:text` until it is replaced.
      expect(unflaggedScaffoldLines(await read(JA))).toEqual([]);
      expect(unflaggedScaffoldLines(await read(EN))).toEqual([]);

      const problems = await checkI18n(copy.dir);
      expect(problems.filter(({file}) => file.includes('security'))).toEqual([]);

      const english = await withSite(copy.dir, 'en', async ({plugins}) => {
        const docs = plugins.find(
          ({name, options}) => name === 'docusaurus-plugin-content-docs' && options.id === 'cardano',
        );
        const {loadedVersions} = (await docs?.loadContent?.()) as LoadedContent;
        return loadedVersions[0]!.docs.find(({id}) => id === 'f13/arch/security');
      });
      expect(english).toMatchObject({title: en.frontMatter.title, source: `@site/${EN}`});
    },
    CLI_TIMEOUT,
  );

  it('refuses an unknown set, a path Docusaurus would rename or hide, and an existing page', async () => {
    await expect(newDoc(copy.dir, ['solana', 'intro'])).rejects.toThrow(
      `Unknown docs set "solana"; the sets in config/docsSets.ts are: ${docsSets
        .map((set) => `${set.id} (${set.path}/)`)
        .join(', ')}.`,
    );
    await expect(newDoc(copy.dir, ['base', '_draft'])).rejects.toThrow('"_draft" is not a valid page path');
    await expect(newDoc(copy.dir, ['base', '01-intro'])).rejects.toThrow('"01-intro" is not a valid page path');
    await expect(newDoc(copy.dir, ['base', '../outside'])).rejects.toThrow('"../outside" is not a valid page path');
    await expect(newDoc(copy.dir, ['base'])).rejects.toThrow('Usage: npm run new:doc -- <set> <path>');
    await expect(newDoc(copy.dir, ['icp', 'ccc/1.md'])).rejects.toThrow(
      'docs-icp/ccc/1.md already exists; nothing was written.',
    );
    await expect(access(path.join(copy.dir, 'docs-solana'))).rejects.toThrow();
  });
});
