import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../content/types.js';
import { siteCache } from './cache-folder.js';
import { writeAtomically } from './write-atomically.js';

interface Entry {
  /** Hash of the build, the page's path and its text. */
  key: string;
  /** Every other file the render read, with the hash of its text then. */
  dependencies: { file: string; hash: string | undefined }[];
  page: RenderedPage;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Rendered page bodies kept across runs, so a restarted `quire dev` or a second `quire build`
 * skips MDX and Shiki for every page whose text and imported snippets are unchanged. One
 * gzipped file per page: threads read and write their own pages without coordinating.
 * Synchronous on purpose: a few small files per page, where each fs/promises call costs a
 * thread-pool round trip (measured: 2.2 ms per stored page against 0.45 ms).
 * The cache is an optimisation only: any failure to read or write it renders the page afresh.
 */
export class RenderCache {
  constructor(
    private readonly folder: string,
    private readonly version: string,
  ) {}

  private entryFile(file: string): string {
    return path.join(this.folder, 'pages', `${sha1(file)}.json.gz`);
  }

  private key(file: string, source: string): string {
    return sha1(`${this.version}\0${file}\0${source}`);
  }

  lookup(file: string, source: string): RenderedPage | undefined {
    let entry: Entry;
    try {
      entry = JSON.parse(gunzipSync(readFileSync(this.entryFile(file))).toString('utf8')) as Entry;
    } catch {
      return undefined;
    }
    if (entry.key !== this.key(file, source)) return undefined;
    for (const dependency of entry.dependencies) {
      if (hashOf(dependency.file) !== dependency.hash) return undefined;
    }
    return entry.page;
  }

  /**
   * Keeps a page rendered from `source`. `renderStartedAt` (Date.now()) guards the snippets: one
   * saved while the page was rendering may differ from what the render read, so it is not kept.
   */
  store(file: string, source: string, page: RenderedPage, renderStartedAt: number): void {
    try {
      // File times come from a coarse kernel clock that may lag Date.now() by a few milliseconds.
      if (page.dependencies.some((dependency) => statSync(dependency).mtimeMs >= renderStartedAt - 50)) return;
      const dependencies = page.dependencies.map((dependency) => ({ file: dependency, hash: hashOf(dependency) }));
      // Gone since the render: an entry without its hash would match a missing file later.
      if (dependencies.some((dependency) => dependency.hash === undefined)) return;
      const entry: Entry = { key: this.key(file, source), dependencies, page };
      writeAtomically(this.entryFile(file), gzipSync(JSON.stringify(entry), { level: 1 }));
    } catch {
      // A dependency vanished meanwhile, or the disk is full or read-only: the page is simply not cached.
    }
  }
}

/** The hash of a file's text, or undefined when it cannot be read. */
function hashOf(file: string): string | undefined {
  try {
    return sha1(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const bySite = new Map<string, RenderCache | undefined>();

/** The render cache of a site, or undefined when caching is off. */
export function renderCacheFor(siteDir: string): RenderCache | undefined {
  if (!bySite.has(siteDir)) {
    const cache = siteCache(siteDir);
    bySite.set(siteDir, cache && new RenderCache(cache.folder, cache.version));
  }
  return bySite.get(siteDir);
}

/** A page's body from the cache, as the page and its snippets read now; undefined on a miss. */
export async function cachedPage(file: string, siteDir: string): Promise<RenderedPage | undefined> {
  const cache = renderCacheFor(siteDir);
  if (!cache) return undefined;
  const source = await readFile(file, 'utf8').catch(() => undefined);
  return source === undefined ? undefined : cache.lookup(file, source);
}
