import {describe, expect, it} from 'vitest';
import {sitePath} from '@site/common/sitePaths';
import {categoryForPath} from './categoryForPath';

describe('categoryForPath', () => {
  const cases: [string, string | null, string | null][] = [
    // path, expected category id, expected link target
    ['/docs/', 'documentation', '/docs/'],
    ['/docs', 'documentation', '/docs/'],
    ['/docs/cardano/f13/arch/flow', 'documentation', '/docs/'],
    ['/docs/icp/ccc/3', 'documentation', '/docs/'],
    ['/contact', 'contact', '/contact'],
    ['/contact.html', 'contact', '/contact'],
    ['/newsplus', 'newsplus', '/newsplus'],
    ['/newsplus/tags/2025', 'newsplus', '/newsplus'],
    ['/newsplus/hydra-faq', 'newsplus', '/newsplus'],
    ['/products/holorealcapsule/', 'holorealcapsule', '/products/holorealcapsule/'],
    ['/products/holorealcapsule/index.html', 'holorealcapsule', '/products/holorealcapsule/'],
    ['/products/', 'products', '/products/'],
    ['/products/index.html', 'products', '/products/'],
    ['/', null, null],
    ['/privacy', null, null],
    ['/term', null, null],
    ['/search', null, null],
    ['/docsearch', null, null],
    ['/contactless', null, null],
    ['/newsplusplus', null, null],
    ['/product', null, null],
    // A path of no page type, which the not-found page answers.
    ['/contact/x', null, null],
  ];

  for (const locale of ['', '/en']) {
    for (const [path, id, to] of cases) {
      const full = locale + path;
      it(`${full} → ${id ?? 'no label'}`, () => {
        const category = categoryForPath(full);
        expect(category?.id ?? null).toBe(id);
        expect(category?.to ?? null).toBe(to);
      });
    }
  }

  it('does not treat a path that only starts with "en" as English', () => {
    expect(sitePath('/english/docs')).toBe('/english/docs');
    expect(categoryForPath('/endocs')).toBeNull();
  });

  it('treats /en and /en/ as the home page', () => {
    expect(categoryForPath('/en')).toBeNull();
    expect(categoryForPath('/en/')).toBeNull();
  });
});
