import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SMOKE, specsFor} from './browserAreas';

describe('the browser specs a change runs in npm run test:quick', () => {
  it("a component's change runs the specs of its area", () => {
    expect(specsFor(['src/components/ContactForm/ContactForm.tsx'])).toEqual([
      'contact-supabase.spec.ts',
      'contact.spec.ts',
    ]);
    expect(specsFor(['src/components/CategoryLabel/index.tsx'])).toEqual(['navbar.spec.ts', 'navbarLayout.spec.ts']);
    expect(specsFor(['docs-cardano/hydra.md', 'newsplus/2025-01-28-fund13.md'])).toEqual([
      'docs.spec.ts',
      'newsplus.spec.ts',
    ]);
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
    const existing = new Set(readdirSync(path.resolve(import.meta.dirname, '../../tests/e2e')));
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
    ];
    for (const spec of specsFor(probes)) {
      expect(existing, spec).toContain(spec);
    }
  });
});
