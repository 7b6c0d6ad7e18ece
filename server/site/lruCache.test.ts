import {describe, expect, it} from 'vitest';
import {LruCache} from './lruCache';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond maxEntries', () => {
    const cache = new LruCache<string, number>({maxEntries: 2, maxBytes: Infinity});
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('evicts by bytes, keeps the count right on replace, and never stores an entry over the limit', () => {
    const cache = new LruCache<string, string>({maxEntries: 100, maxBytes: 10});
    cache.set('a', 'aaaa', 4);
    cache.set('b', 'bbbb', 4);
    cache.set('a', 'aaa', 3);
    expect(cache.bytes).toBe(7);
    cache.set('c', 'cccc', 4); // 11 bytes: b is the least recently used
    expect(cache.get('b')).toBeUndefined();
    expect(cache.bytes).toBe(7);
    cache.set('huge', 'x'.repeat(11), 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(7);
    cache.delete('a');
    expect(cache.bytes).toBe(4);
  });

  it('stores nothing with maxEntries 0', () => {
    const cache = new LruCache<string, number>({maxEntries: 0, maxBytes: Infinity});
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
