import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {prepareIndex, prepareWordSplitting, search} from './engine';

/**
 * The word dictionary (Intl.Segmenter for Japanese) costs about 100 ms at 4× CPU to create, once per page view:
 * these tests count its creations, so they need this file's own copy of the engine's module state.
 */
const index = prepareIndex([
  {
    u: '/docs/cardano/hydra',
    t: 'Hydra Head入門',
    b: [],
    d: '',
    k: '',
    s: [['', '', 'ヘッドを開き、閉じ、検証者が署名します。']],
  },
]);

const Original = Intl.Segmenter;
let created = 0;

describe('splitting a Japanese word found nowhere', () => {
  beforeEach(() => {
    created = 0;
    Object.assign(Intl, {
      Segmenter: class extends Original {
        constructor(...args: ConstructorParameters<typeof Original>) {
          super(...args);
          created += 1;
        }
      },
    });
  });

  afterEach(() => {
    Object.assign(Intl, {Segmenter: Original});
  });

  it('keeps a chunk of one or two characters whole without creating the dictionary', () => {
    // ハイドラ is a synonym of Hydra; the rest, ヘ, is one character: a visitor on the way to ハイドラヘッド.
    expect(search(index, 'ハイドラヘ').map((hit) => hit.title)).toEqual(['Hydra Head入門']);
    expect(search(index, 'ペン')).toEqual([]);
    expect(created).toBe(0);
  });

  it('creates the dictionary once, ahead of need when asked, and splits a longer chunk with it', () => {
    prepareWordSplitting();
    expect(created).toBe(1);
    expect(search(index, '検証者署名').map((hit) => hit.title)).toEqual(['Hydra Head入門']);
    prepareWordSplitting();
    expect(created).toBe(1);
  });
});
