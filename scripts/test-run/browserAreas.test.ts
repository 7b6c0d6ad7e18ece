import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SMOKE, specsFor} from './browserAreas';
import {PAGE_TYPE_AREAS} from './pageTypeAreas';

const root = path.resolve(import.meta.dirname, '../..');

describe('the browser specs a change runs in npm run test:quick', () => {
  it("a component's change runs the specs of its area", () => {
    expect(specsFor(['src/components/ContactForm/ContactForm.tsx'])).toEqual([
      'contact.spec.ts',
      'contactSupabase.spec.ts',
    ]);
    expect(specsFor(['src/components/CategoryLabel/index.tsx'])).toEqual([
      'navbar.spec.ts',
      'navbarLayout.spec.ts',
      'phoneFit.spec.ts',
    ]);
    expect(specsFor(['docs-cardano/hydra.md', 'newsplus/2025-01-28-fund13.md'])).toEqual([
      'docs.spec.ts',
      'newsplus.spec.ts',
    ]);
  });

  it("a page type's source runs the specs of that type (pageTypeAreas.ts)", () => {
    expect(specsFor(['src/pages/privacy.mdx'])).toEqual(['company.spec.ts']);
    expect(specsFor(['src/pages/_components/Hero.tsx'])).toEqual(['company.spec.ts']);
    expect(specsFor(['i18n/en/docusaurus-plugin-content-blog/2024-06-03-hp-launch.md'])).toEqual(['newsplus.spec.ts']);
    expect(specsFor(['src/theme/NotFound/Content/index.tsx'])).toEqual(['accessibility.spec.ts', 'layout.spec.ts']);
    for (const [id, area] of Object.entries(PAGE_TYPE_AREAS)) {
      for (const source of area.sources) {
        expect(specsFor([source]), `${id}: ${source}`).toEqual(expect.arrayContaining([...area.specs]));
      }
    }
  });

  it("every page type's source names a file or folder of the repository, so a move cannot leave it unclaimed", () => {
    for (const [id, area] of Object.entries(PAGE_TYPE_AREAS)) {
      for (const source of area.sources) {
        const file = path.join(root, source);
        const named = source.endsWith('/')
          ? existsSync(file)
          : readdirSync(path.dirname(file)).some((name) => name.startsWith(path.basename(file)));
        expect(named, `${id}: ${source}`).toBe(true);
      }
    }
  });

  it('a site change no area claims runs the smoke set', () => {
    expect(specsFor(['src/components/SomethingNew/index.tsx'])).toEqual([...SMOKE].sort());
    expect(specsFor(['i18n/en/code.json'])).toEqual([...SMOKE].sort());
  });

  it('a changed spec runs itself; changes outside the site run none', () => {
    expect(specsFor(['tests/e2e/search.spec.ts'])).toEqual(['search.spec.ts']);
    expect(specsFor(['server/db/migrate.ts', 'README.md', 'scripts/lint-text/lint.ts'])).toEqual([]);
  });

  it('names only specs that exist', () => {
    const existing = new Set(readdirSync(path.join(root, 'tests/e2e')));
    const probes = [
      'src/components/ContactForm/x',
      'src/analytics/x',
      'src/search/engine.ts',
      'config/navbar.ts',
      'docs/x',
      'newsplus/x',
      'src/data/x',
      'src/css/x',
      'config/ssrTemplate.ts',
      'tests/e2e/fixtures.ts',
      ...Object.values(PAGE_TYPE_AREAS).flatMap((area) => area.sources),
    ];
    for (const spec of specsFor(probes)) {
      expect(existing, spec).toContain(spec);
    }
  });
});
