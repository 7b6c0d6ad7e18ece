import {describe, expect, it} from 'vitest';
import {canonicalPathname} from './canonicalPathname';

describe('canonicalPathname', () => {
  it.each([
    ['/en/contact.html', '/en/contact'],
    ['/contact.html', '/contact'],
    ['/en/products/index.html', '/en/products/'],
    ['/index.html', '/'],
    ['/en/index.html', '/en/'],
    ['/docs/cardano/hydra.html', '/docs/cardano/hydra'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });

  it.each(['/', '/en/', '/en/contact', '/products/', '/404.html', '/en/404.html'])('leaves %s alone', (path) => {
    expect(canonicalPathname(path)).toBe(path);
  });
});
