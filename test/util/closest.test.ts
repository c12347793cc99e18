import { describe, expect, it } from 'vitest';
import { closest, editDistance } from '../../src/util/closest.js';

describe('did-you-mean', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('biuld', 'build')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests the key, command or flag a typo meant', () => {
    expect(closest('topbarLink', ['topbarLinks', 'topbarCtaButton', 'tabs'])).toBe('topbarLinks');
    expect(closest('gitub', ['github', 'x', 'discord'])).toBe('github');
    expect(closest('biuld', ['dev', 'build', 'check', 'serve'])).toBe('build');
    expect(closest('--outdir', ['--out', '--site-url'])).toBe('--out');
    expect(closest('Navigation', ['navigation', 'name'])).toBe('navigation');
  });

  it('suggests nothing when no candidate is close', () => {
    expect(closest('zzz', ['build', 'check'])).toBeUndefined();
    expect(closest('--o', ['--out'])).toBeUndefined();
  });
});
