import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFileResolver, resolvePageFile } from '../../src/site/resolve-page-file.js';
import { tempSite } from './site.js';

describe('resolvePageFile', () => {
  it('finds .mdx before .md, with or without a leading slash', () => {
    const dir = tempSite({ 'a.mdx': '', 'a.md': '', 'guides/b.md': '' });
    expect(resolvePageFile(dir, 'a')).toBe(path.join(dir, 'a.mdx'));
    expect(resolvePageFile(dir, '/guides/b')).toBe(path.join(dir, 'guides/b.md'));
    expect(resolvePageFile(dir, 'guides/b')).toBe(path.join(dir, 'guides/b.md'));
  });

  it('returns undefined for a missing page, a folder, or an empty path', () => {
    const dir = tempSite({});
    mkdirSync(path.join(dir, 'folder.mdx'));
    expect(resolvePageFile(dir, 'missing')).toBeUndefined();
    expect(resolvePageFile(dir, 'folder')).toBeUndefined();
    expect(resolvePageFile(dir, '')).toBeUndefined();
    expect(resolvePageFile(dir, '/')).toBeUndefined();
  });

  it('never resolves outside the site folder', () => {
    const outer = tempSite({ 'secret.mdx': '', 'site/page.mdx': '' });
    const dir = path.join(outer, 'site');
    expect(resolvePageFile(dir, 'page')).toBe(path.join(dir, 'page.mdx'));
    expect(resolvePageFile(dir, '../secret')).toBeUndefined();
    expect(resolvePageFile(dir, '/../secret')).toBeUndefined();
    expect(resolvePageFile(dir, 'x/../../secret')).toBeUndefined();
  });
});

describe('pageFileResolver', () => {
  it('answers like resolvePageFile', () => {
    const outer = tempSite({ 'secret.mdx': '', 'site/a.mdx': '', 'site/a.md': '', 'site/g/b.md': '' });
    const dir = path.join(outer, 'site');
    mkdirSync(path.join(dir, 'folder.mdx'));
    const resolve = pageFileResolver(dir);
    for (const page of ['a', '/g/b', 'g/b', 'missing', 'folder', '', '../secret', 'nope/x']) {
      expect(resolve(page)).toBe(resolvePageFile(dir, page));
    }
    expect(resolve('a')).toBe(path.join(dir, 'a.mdx'));
  });
});
