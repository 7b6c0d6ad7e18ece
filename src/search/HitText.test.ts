import {describe, expect, it} from 'vitest';
import {shortenSnippet} from './HitText';

describe('shortenSnippet', () => {
  const snippet = {
    text: 'Hydra は Cardano のレイヤー 2 で、ヘッドの中では取引が即座に確定します。',
    marks: [
      [0, 5],
      [8, 15],
      [33, 36],
    ] as [number, number][],
  };

  it('keeps the first characters and the highlights that start in them, cut at the end', () => {
    expect(shortenSnippet(snippet, 12)).toEqual({
      text: 'Hydra は Card',
      marks: [
        [0, 5],
        [8, 12],
      ],
    });
  });

  it('returns a snippet that is short enough as it is', () => {
    expect(shortenSnippet(snippet, 200)).toBe(snippet);
  });
});
