import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../content/types.js';
import { buildId, cacheFolder } from './cache-folder.js';

interface Entry {
  /** Hash of the build, the page's path and its text. */
  key: string;
  /** Every other file the render read, with the hash of its text then. */
  dependencies: { file: string; hash: string }[];
  page: RenderedPage;
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Rendered page bodies kept across runs, so a restarted `quire dev` or a second `quire build`
 * skips MDX and Shiki for every page whose text and imported snippets are unchanged. One
 * gzipped file per page: threads read and write their own pages without coordinating.
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

  async lookup(file: string, source: string): Promise<RenderedPage | undefined> {
    let entry: Entry;
    try {
      entry = JSON.parse(gunzipSync(await readFile(this.entryFile(file))).toString('utf8')) as Entry;
    } catch {
      return undefined;
    }
    if (entry.key !== this.key(file, source)) return undefined;
    for (const dependency of entry.dependencies) {
      const text = await readFile(dependency.file, 'utf8').catch(() => undefined);
      if (text === undefined || sha1(text) !== dependency.hash) return undefined;
    }
    return entry.page;
  }

  /**
   * Keeps a page rendered from `source`. `renderStartedAt` (Date.now()) guards the snippets: one
   * saved while the page was rendering may differ from what the render read, so it is not kept.
   */
  async store(file: string, source: string, page: RenderedPage, renderStartedAt: number): Promise<void> {
    try {
      // File times come from a coarse kernel clock that may lag Date.now() by a few milliseconds.
      const changed = await Promise.all(page.dependencies.map(async (dependency) => (await stat(dependency)).mtimeMs >= renderStartedAt - 50));
      if (changed.some(Boolean)) return;
      const dependencies = await Promise.all(page.dependencies.map(async (dependency) => ({ file: dependency, hash: sha1(await readFile(dependency, 'utf8')) })));
      const entry: Entry = { key: this.key(file, source), dependencies, page };
      const target = this.entryFile(file);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half an entry.
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(temporary, gzipSync(JSON.stringify(entry), { level: 1 }));
      await rename(temporary, target);
    } catch {
      // A dependency vanished meanwhile, or the disk is full or read-only: the page is simply not cached.
    }
  }
}

const bySite = new Map<string, RenderCache | undefined>();

/** The render cache of a site, or undefined when caching is off. */
export function renderCacheFor(siteDir: string): RenderCache | undefined {
  if (!bySite.has(siteDir)) {
    const folder = cacheFolder(siteDir);
    bySite.set(siteDir, folder && buildId ? new RenderCache(folder, buildId) : undefined);
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
