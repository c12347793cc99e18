import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { savedEarlier } from '../cache/saved-earlier.js';

// The bundle sets Quire's build id, and caching is off without one. This file's modules are its
// own (vitest isolates test files), so setting it here turns the cache on for these tests only.
(globalThis as { QUIRE_BUILD_ID?: string }).QUIRE_BUILD_ID = 'plan-cache-save-test';
const { planSite } = await import('../../src/site/plan.js');

let work: string;
let site: string;
const previousCacheDir = process.env.QUIRE_CACHE_DIR;

afterAll(() => {
  if (previousCacheDir === undefined) delete process.env.QUIRE_CACHE_DIR;
  else process.env.QUIRE_CACHE_DIR = previousCacheDir;
});
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-plan-cache-'));
  site = path.join(work, 'site');
  process.env.QUIRE_CACHE_DIR = path.join(work, 'cache');
  await mkdir(site);
  await writeFile(path.join(site, 'docs.json'), JSON.stringify({ name: 'Cache', navigation: [{ group: 'G', pages: ['a'] }] }));
  await savedEarlier(path.join(site, 'a.mdx'), '---\ntitle: A\n---\n');
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** The page-info files written so far under the cache folder. */
async function savedCaches(): Promise<string[]> {
  const root = process.env.QUIRE_CACHE_DIR!;
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true })).filter((name) => name.endsWith('pages.json'));
}

describe('planSite and the page-info cache', () => {
  it('writes the cache before it returns', async () => {
    await planSite(site);
    expect(await savedCaches()).toHaveLength(1);
  });

  it('hands the save to deferCacheSave, and writes nothing until it is called', async () => {
    let save: (() => void) | undefined;
    const { site: planned } = await planSite(site, { deferCacheSave: (given) => (save = given) });
    expect(planned?.pages.map((page) => page.title)).toEqual(['A']);
    expect(await savedCaches()).toEqual([]);
    save!();
    expect(await savedCaches()).toHaveLength(1);
  });
});
