import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageInfoCache } from '../../src/cache/page-info-cache.js';
// Pages saved in the last two seconds are not kept (coarse file times): the tests use older ones.
import { savedEarlier } from './saved-earlier.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-page-info-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const info = (title: string) => ({ title, diagnostics: [] });
const open = (build: string) => PageInfoCache.open(path.join(work, 'cache'), build);

/** Plans `file` as page A with a cache of `build`, and saves it. */
async function keepPageA(file: string, build: string): Promise<void> {
  const cache = open(build);
  cache.set('a.mdx', await stat(file), info('A'));
  cache.save();
}

describe('PageInfoCache', () => {
  it('keeps a page summary across runs while the file keeps its modification time and size', async () => {
    const file = path.join(work, 'a.mdx');
    await savedEarlier(file, 'one');
    const first = PageInfoCache.open(path.join(work, 'cache'), 'build-1');
    expect(first.get('a.mdx', await stat(file))).toBeUndefined();
    first.set('a.mdx', await stat(file), info('A'));
    first.save();

    const second = PageInfoCache.open(path.join(work, 'cache'), 'build-1');
    expect(second.get('a.mdx', await stat(file))).toEqual(info('A'));
    await savedEarlier(file, 'three');
    expect(second.get('a.mdx', await stat(file))).toBeUndefined();
  });

  it('does not keep a page saved in the last two seconds', async () => {
    const file = path.join(work, 'a.mdx');
    await writeFile(file, 'one');
    await keepPageA(file, 'build-1');
    expect(open('build-1').get('a.mdx', await stat(file))).toBeUndefined();
  });

  it('drops what it kept of a page saved again in the last two seconds, after other changes too', async () => {
    const [a, b] = [path.join(work, 'a.mdx'), path.join(work, 'b.mdx')];
    await savedEarlier(a, 'a');
    await keepPageA(a, 'build-1');
    await savedEarlier(b, 'b');
    await writeFile(a, 'a, edited');
    const cache = open('build-1');
    cache.set('b.mdx', await stat(b), info('B'));
    cache.set('a.mdx', await stat(a), info('A, edited'));
    cache.save();
    expect(open('build-1').knows('a.mdx')).toBe(false);
    expect(open('build-1').knows('b.mdx')).toBe(true);
  });

  it('starts empty when the cache was written by another build of Quire', async () => {
    const file = path.join(work, 'a.mdx');
    await savedEarlier(file, 'one');
    await keepPageA(file, 'build-1');
    expect(open('build-2').get('a.mdx', await stat(file))).toBeUndefined();
  });

  it('forgets pages the last plan did not see', async () => {
    const [a, b] = [path.join(work, 'a.mdx'), path.join(work, 'b.mdx')];
    await savedEarlier(a, 'a');
    await savedEarlier(b, 'b');
    const first = PageInfoCache.open(path.join(work, 'cache'), 'build-1');
    first.set('a.mdx', await stat(a), info('A'));
    first.set('b.mdx', await stat(b), info('B'));
    first.save();
    const second = PageInfoCache.open(path.join(work, 'cache'), 'build-1');
    expect(second.get('a.mdx', await stat(a))).toEqual(info('A'));
    second.save();
    const third = PageInfoCache.open(path.join(work, 'cache'), 'build-1');
    expect(third.get('b.mdx', await stat(b))).toBeUndefined();
    expect(third.get('a.mdx', await stat(a))).toEqual(info('A'));
  });
});
