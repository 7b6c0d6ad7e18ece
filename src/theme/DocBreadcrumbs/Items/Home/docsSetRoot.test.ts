import {describe, expect, it} from 'vitest';
import {docsSetRoot} from './docsSetRoot';

describe('docsSetRoot', () => {
  it.each([
    ['/docs/cardano/f13/arch/flow', '/docs/cardano/'],
    ['/en/docs/cardano/f13/arch/flow', '/docs/cardano/'],
    ['/docs/icp/ccc/3', '/docs/icp/'],
    ['/en/docs/base/vibe-coding-mini-hackathon/summary', '/docs/base/'],
    ['/docs/', '/docs/'],
    ['/docs/cardanox', '/docs/'],
  ])('%s → %s', (path, root) => {
    expect(docsSetRoot(path)).toBe(root);
  });
});
