import {describe, expect, it} from 'vitest';
import {PAGE_TYPES, pageTypeOf, untypedPaths} from './pageTypes';
import {LOCALES, localePath} from './sitePaths';

describe('pageTypeOf', () => {
  const cases: [string, string | undefined][] = [
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/products/', 'products'],
    ['/products', 'products'],
    ['/products/index.html', 'products'],
    ['/products/holorealcapsule/', 'product'],
    ['/contact', 'contact'],
    ['/contact.html', 'contact'],
    ['/privacy', 'privacy'],
    ['/term', 'terms'],
    ['/search', 'search'],
    ['/search?q=hydra#results', 'search'],
    ['/404.html', 'not-found'],
    ['/docs/', 'docs-set-root'],
    ['/docs', 'docs-set-root'],
    ['/docs/cardano/', 'docs-set-root'],
    ['/docs/cardano/category/fund13', 'docs-category'],
    ['/docs/category/guides', 'docs-category'],
    ['/docs/cardano/hydra', 'docs-page'],
    ['/docs/icp/ccc/', 'docs-page'],
    ['/docs/cardano/f13/arch/flow.html', 'docs-page'],
    ['/newsplus', 'newsplus-list'],
    ['/newsplus/page/2', 'newsplus-list'],
    ['/newsplus/archive', 'newsplus-archive'],
    ['/newsplus/tags', 'newsplus-tags'],
    ['/newsplus/tags/cardano', 'newsplus-tag'],
    ['/newsplus/tags/cardano/page/2', 'newsplus-tag'],
    ['/newsplus/authors', 'newsplus-authors'],
    ['/newsplus/authors/dev-articles', 'newsplus-author'],
    ['/newsplus/authors/dev-articles/page/2', 'newsplus-author'],
    ['/newsplus/hydra-faq', 'newsplus-post'],
    ['/no-such-page', undefined],
    ['/contactless', undefined],
    ['/products/holorealcapsule/specs', undefined],
    ['/newsplus/tags/cardano/extra', undefined],
  ];

  for (const locale of LOCALES) {
    for (const [path, id] of cases) {
      const full = localePath(locale, path);
      it(`${full} → ${id ?? 'no type'}`, () => {
        expect(pageTypeOf(full)?.id).toBe(id);
      });
    }
  }

  it('takes /en and /en/ for the English home page', () => {
    expect(pageTypeOf('/en')?.id).toBe('home');
    expect(pageTypeOf('/en/')?.id).toBe('home');
  });
});

describe('the page types', () => {
  it('have distinct ids', () => {
    const ids = PAGE_TYPES.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The not-found page's sample is an unknown path, which the server answers with it.
  for (const type of PAGE_TYPES) {
    it(`${type.id}: its sample, ${type.sample}, is ${type.id === 'not-found' ? 'of no type' : 'of the type'}`, () => {
      expect(pageTypeOf(type.sample)?.id).toBe(type.id === 'not-found' ? undefined : type.id);
    });
  }
});

describe('untypedPaths', () => {
  it('names each path of no type, in either locale', () => {
    expect(
      untypedPaths(['/', '/en/docs/cardano/hydra', '/brand-new-section/x', '/newsplus', '/en/brand-new-section/x']),
    ).toEqual(['/brand-new-section/x', '/en/brand-new-section/x']);
  });
});
