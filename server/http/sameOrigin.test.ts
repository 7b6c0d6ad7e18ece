import {describe, expect, it} from 'vitest';
import {isAllowedOrigin} from './sameOrigin';

const SITE = 'https://www.holoreal.jp';

describe('same-origin check', () => {
  it.each([
    [undefined, 'localhost:3000', true],
    ['http://localhost:3000', 'localhost:3000', true],
    ['http://LOCALHOST:3000', 'localhost:3000', true],
    ['https://example.com', 'example.com:443', true],
    ['https://www.holoreal.jp', '127.0.0.1:3000', true],
    ['http://www.holoreal.jp', '127.0.0.1:3000', false],
    ['http://localhost:3001', 'localhost:3000', false],
    ['https://evil.example', 'localhost:3000', false],
    ['null', 'localhost:3000', false],
    ['not a url', 'localhost:3000', false],
    ['ftp://localhost:3000', 'localhost:3000', false],
    ['http://localhost:3000', 'localhost:3000/x', false],
    ['http://a@localhost:3000', 'a@localhost:3000', false],
  ])('Origin %s to Host %s → %s', (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host, SITE)).toBe(allowed);
  });
});
