import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {uiStrings} from './uiStrings';

const siteDir = path.resolve(__dirname, '../..');

describe('the interface strings lint:text reads', () => {
  it('include the sidebar category labels and the docs sets names, in Japanese and English', async () => {
    const {ja, en} = await uiStrings(siteDir);
    expect(ja).toContainEqual(
      expect.objectContaining({where: expect.stringMatching(/^sidebars\/icp\.ts\./), text: 'CCCシリーズ'}),
    );
    expect(ja).toContainEqual(
      expect.objectContaining({where: expect.stringMatching(/^sidebars\/base\.ts\./), text: expect.any(String)}),
    );
    expect(ja.some(({where}) => where.startsWith('config.docsSets'))).toBe(true);
    expect(en.some(({where}) => where.startsWith('config.docsSets'))).toBe(true);
    expect(ja.some(({where}) => where.startsWith('config.navbar'))).toBe(true);
  });

  it("include every {ja, en} text of src/data that a page shows, the subjects, and the blog authors' names", async () => {
    const {ja, en} = await uiStrings(siteDir);
    for (const [language, strings] of [
      ['ja', ja],
      ['en', en],
    ] as const) {
      const sources = strings.map(({where}) => where);
      for (const source of [
        'inquiryStorage.server.transfer',
        'inquiryStorage.supabase.processors',
        'holorealCapsuleName',
      ]) {
        expect(sources).toContainEqual(expect.stringContaining(`src/data.${source}.`));
      }
      expect(sources).toContain(`common/inquiries/subjectLabels.ts.consult-mvp.${language}`);
    }
    expect(ja).toContainEqual(expect.objectContaining({where: 'newsplus/authors.yml', text: 'ホロリアル開発チーム'}));
    expect(en).toContainEqual(
      expect.objectContaining({
        where: 'i18n/en/docusaurus-plugin-content-blog/authors.yml',
        text: 'Holoreal Engineering Team',
      }),
    );
  });
});
