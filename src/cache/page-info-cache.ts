import { readFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { siteCache } from './cache-folder.js';
import { writeAtomically } from './write-atomically.js';

/** What the planner takes from a page's front matter. */
export interface PageInfo {
  title?: string;
  sidebarTitle?: string;
  description?: string;
  icon?: string;
  iconType?: string;
  /** `url` front matter: the address the page's navigation entry leads to instead of the page. */
  url?: string;
  /** `openapi` front matter (`GET /users`), and its line: the operation the page documents. */
  openapi?: { value: string; line: number };
  diagnostics: Diagnostic[];
}

/** What identifies one version of a file without reading it. */
type Signature = [mtimeMs: number, ctimeMs: number, size: number, ino: number];

type Entry = [signature: Signature, info: PageInfo];

const signatureOf = (stats: Stats): Signature => [stats.mtimeMs, stats.ctimeMs, stats.size, stats.ino];

/**
 * Pages saved this recently are not kept: on file systems with coarse timestamps (FAT, some
 * network and container mounts), a second save in the same tick, of the same size, would look
 * unchanged.
 */
const SETTLE_MS = 2000;

interface Stored {
  version: string;
  pages: Record<string, Entry>;
}

/**
 * Every page's front matter summary from the last plan of this site, so planning a large site
 * again reads only the pages whose modification time, change time, size or inode moved. Synchronous, like the
 * planner's own reads: one file, loaded once per plan.
 */
export class PageInfoCache {
  private changed = false;
  private readonly seen = new Set<string>();

  private constructor(
    private readonly file: string,
    private readonly version: string,
    /** A Map, not the stored object: 10,000 keys added one by one turn an object into a slow dictionary. */
    private readonly pages: Map<string, Entry>,
  ) {}

  /** The cache kept in `folder`; empty when there is none yet, or it was made by another build. */
  static open(folder: string, version: string): PageInfoCache {
    const file = path.join(folder, 'pages.json');
    let pages = new Map<string, Entry>();
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
      if (stored.version === version && stored.pages && typeof stored.pages === 'object') pages = new Map(Object.entries(stored.pages));
    } catch {
      // None yet, or unreadable: start empty.
    }
    return new PageInfoCache(file, version, pages);
  }

  /** True when the cache holds some version of the page (get() then needs its stats). */
  knows(sourcePath: string): boolean {
    return this.pages.has(sourcePath);
  }

  get(sourcePath: string, stats: Stats): PageInfo | undefined {
    this.seen.add(sourcePath);
    const entry = this.pages.get(sourcePath);
    const signature = signatureOf(stats);
    return entry && entry[0].every((value, i) => value === signature[i]) ? entry[1] : undefined;
  }

  set(sourcePath: string, stats: Stats, info: PageInfo): void {
    this.seen.add(sourcePath);
    if (Date.now() - stats.mtimeMs < SETTLE_MS) {
      // Deleted first: `||=` would skip the call once something has changed.
      const dropped = this.pages.delete(sourcePath);
      this.changed ||= dropped;
      return;
    }
    this.pages.set(sourcePath, [signatureOf(stats), info]);
    this.changed = true;
  }

  /** Writes what changed, dropping pages that no longer exist. Failures only cost speed next time. */
  save(): void {
    for (const sourcePath of this.pages.keys()) {
      if (this.seen.has(sourcePath)) continue;
      this.pages.delete(sourcePath);
      this.changed = true;
    }
    if (!this.changed) return;
    try {
      writeAtomically(this.file, JSON.stringify({ version: this.version, pages: Object.fromEntries(this.pages) } satisfies Stored));
      this.changed = false;
    } catch {
      // Read-only or full disk: the next plan reads every page again.
    }
  }
}

/** The page-info cache of a site, or undefined when caching is off. */
export function pageInfoCacheFor(siteDir: string): PageInfoCache | undefined {
  const cache = siteCache(siteDir);
  return cache && PageInfoCache.open(cache.folder, cache.version);
}
