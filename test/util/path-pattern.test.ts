import { describe, expect, it } from 'vitest';
import { compilePathPattern, fillPath } from '../../src/util/path-pattern.js';

describe('path patterns of redirects', () => {
  it('matches a literal path, with or without a trailing slash', () => {
    const pattern = compilePathPattern('/old/page');
    expect(pattern.exact).toBe(true);
    expect(pattern.match('/old/page')).toEqual({});
    expect(pattern.match('/old/page/')).toEqual({});
    expect(pattern.match('/old/page/more')).toBeUndefined();
    expect(pattern.match('/old')).toBeUndefined();
  });

  it('captures one segment with :name, and any number with :name* or *', () => {
    expect(compilePathPattern('/blog/:slug').match('/blog/hello')).toEqual({ slug: 'hello' });
    expect(compilePathPattern('/blog/:slug').match('/blog/a/b')).toBeUndefined();
    const rest = compilePathPattern('/old/:slug*');
    expect(rest.exact).toBe(false);
    expect(rest.match('/old/a/b')).toEqual({ slug: 'a/b' });
    expect(rest.match('/old')).toEqual({ slug: '' });
    expect(compilePathPattern('/old/*').match('/old/x/y')).toEqual({ '*': 'x/y' });
  });

  it('puts what it captured into the destination', () => {
    expect(fillPath('/new/:slug*', { slug: 'a/b' })).toBe('/new/a/b');
    expect(fillPath('/new/:slug*', { slug: '' })).toBe('/new');
    expect(fillPath('/posts/:year/:slug', { year: '2024', slug: 'hi' })).toBe('/posts/2024/hi');
    expect(fillPath('/new/*', { '*': 'x/y' })).toBe('/new/x/y');
    expect(fillPath('https://example.com/:slug', { slug: 'a' })).toBe('https://example.com/a');
  });
});
