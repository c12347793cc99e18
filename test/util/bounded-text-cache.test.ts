import { describe, expect, it } from 'vitest';
import { BoundedTextCache } from '../../src/util/bounded-text-cache.js';

describe('BoundedTextCache', () => {
  it('keeps entries until their keys and values pass the bound, then lets the oldest go', () => {
    const cache = new BoundedTextCache(100);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, key.repeat(11)); // 12 characters each: 60 in all
    expect(cache.get('a')).toBe('a'.repeat(11));
    for (const key of ['f', 'g', 'h', 'i']) cache.set(key, key.repeat(11)); // 108 in all: 'a' goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('b'.repeat(11));
    expect(cache.get('i')).toBe('i'.repeat(11));
  });

  it('does not keep an entry above an eighth of the bound, nor replace one it has', () => {
    const cache = new BoundedTextCache(80);
    cache.set('big', 'x'.repeat(8));
    expect(cache.get('big')).toBeUndefined();
    cache.set('k', 'first');
    cache.set('k', 'again');
    expect(cache.get('k')).toBe('first');
  });
});
