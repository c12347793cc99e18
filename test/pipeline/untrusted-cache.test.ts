import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../support/write-site.js';

// Caching is off without a build id; setting it here turns the cache on for this file only.
(globalThis as { QUIRE_BUILD_ID?: string }).QUIRE_BUILD_ID = 'untrusted-cache-test';
const { renderBody } = await import('../../src/pipeline/render-body.js');
const { cachedBody } = await import('../../src/pipeline/cached-body.js');

let work: string;
let site: string;
const previousCacheDir = process.env.QUIRE_CACHE_DIR;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-untrusted-cache-'));
  site = path.join(work, 'site');
  process.env.QUIRE_CACHE_DIR = path.join(work, 'cache');
  await writeSite(site, { 'page.mdx': '---\ntitle: P\n---\n\nComputed: {6 * 7}.\n' });
});
afterAll(async () => {
  if (previousCacheDir === undefined) delete process.env.QUIRE_CACHE_DIR;
  else process.env.QUIRE_CACHE_DIR = previousCacheDir;
  await rm(work, { recursive: true, force: true });
});

describe('the render cache under --untrusted', () => {
  it('never answers an untrusted build with the body a trusted one rendered, nor the other way round', async () => {
    const source = { kind: 'file' as const, file: path.join(site, 'page.mdx') };
    expect((await renderBody(source, site)).html).toContain('Computed: 42.');
    expect((await cachedBody(source, site))?.html).toContain('Computed: 42.');
    expect(await cachedBody(source, site, true)).toBeUndefined();
    const untrusted = await renderBody(source, site, true);
    expect(untrusted.html).toContain('Computed: .');
    expect(untrusted.warnings.map((w) => w.rule)).toEqual(['mdx/untrusted-code']);
    expect((await cachedBody(source, site, true))?.html).toContain('Computed: .');
    expect((await cachedBody(source, site))?.html).toContain('Computed: 42.');
  });
});
