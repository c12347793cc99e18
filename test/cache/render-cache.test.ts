import { mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderCache } from '../../src/cache/render-cache.js';
import type { RenderedPage } from '../../src/content/types.js';
import { savedEarlier } from './saved-earlier.js';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-render-cache-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

function rendered(html: string, dependencies: string[] = []): RenderedPage {
  return { frontmatter: { title: 'T' }, html, toc: [{ depth: 2, id: 'a', text: 'A' }], text: 'A', dependencies, warnings: [] };
}

describe('RenderCache', () => {
  it('answers a page whose text is unchanged with what was stored, and misses once the text changes', async () => {
    const cache = new RenderCache(path.join(work, 'cache'), 'build-1');
    const page = path.join(work, 'page.mdx');
    expect(cache.lookup(page, '# One')).toBeUndefined();
    cache.store(page, '# One', rendered('<h1>One</h1>'), Date.now());
    expect(cache.lookup(page, '# One')).toEqual(rendered('<h1>One</h1>'));
    expect(cache.lookup(page, '# Two')).toBeUndefined();
    // Another page with the same text is another entry.
    expect(cache.lookup(path.join(work, 'other.mdx'), '# One')).toBeUndefined();
  });

  it('never answers with an entry made by another build of Quire', async () => {
    const page = path.join(work, 'page.mdx');
    new RenderCache(path.join(work, "cache"), "build-1").store(page, '# One', rendered('<h1>One</h1>'), Date.now());
    expect(new RenderCache(path.join(work, 'cache'), 'build-2').lookup(page, '# One')).toBeUndefined();
  });

  it('misses when a snippet the page imported has changed or gone', async () => {
    const cache = new RenderCache(path.join(work, 'cache'), 'build-1');
    const page = path.join(work, 'page.mdx');
    const snippet = path.join(work, 'snippet.mdx');
    await savedEarlier(snippet, 'Hello');
    cache.store(page, 'x', rendered('<p>Hello</p>', [snippet]), Date.now());
    expect(cache.lookup(page, 'x')).toBeDefined();
    await writeFile(snippet, 'Goodbye');
    expect(cache.lookup(page, 'x')).toBeUndefined();
    await rm(snippet);
    expect(cache.lookup(page, 'x')).toBeUndefined();
  });

  it('misses when a snippet is saved again with text of the same length and its old modification time', async () => {
    const cache = new RenderCache<RenderedPage>(path.join(work, 'cache'), 'build-1');
    const page = path.join(work, 'page.mdx');
    const snippet = path.join(work, 'same-size.mdx');
    await savedEarlier(snippet, 'Hello');
    cache.store(page, 'x', rendered('<p>Hello</p>', [snippet]), Date.now());
    expect(cache.lookup(page, 'x')).toBeDefined();
    const { mtime } = await stat(snippet);
    await writeFile(snippet, 'Jello');
    await utimes(snippet, mtime, mtime);
    expect(cache.lookup(page, 'x')).toBeUndefined();
  });

  it('does not keep a render when a snippet was saved after the render began (it may have read the old text)', async () => {
    const cache = new RenderCache(path.join(work, 'cache'), 'build-1');
    const page = path.join(work, 'page.mdx');
    const snippet = path.join(work, 'snippet.mdx');
    const startedAt = Date.now();
    await writeFile(snippet, 'Saved during the render');
    cache.store(page, 'x', rendered('<p>old</p>', [snippet]), startedAt);
    expect(cache.lookup(page, 'x')).toBeUndefined();
  });

  it('treats a damaged entry as a miss', async () => {
    const cache = new RenderCache(path.join(work, 'cache'), 'build-1');
    const page = path.join(work, 'page.mdx');
    cache.store(page, 'x', rendered('<p>x</p>'), Date.now());
    const folder = path.join(work, 'cache', 'pages');
    const [entry] = await readdir(folder);
    await writeFile(path.join(folder, entry!), 'not gzip');
    expect(cache.lookup(page, 'x')).toBeUndefined();
  });
});
