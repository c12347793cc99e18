import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteCache } from './cache-folder.js';

/** A site cache unused for this long belongs to a site that was moved, deleted or left. */
export const UNUSED_DAYS = 30;
/**
 * Written into each site's cache folder, naming the site; its modification time is the last
 * use. Only folders holding it are ever removed: `QUIRE_CACHE_DIR` may name a folder that holds
 * other things too.
 */
export const MARKER = 'quire-site.txt';

/**
 * Marks the cache in `folder` as used now by `siteDir`, and removes the caches beside it that no
 * site has used for UNUSED_DAYS. Best effort: a cache that cannot be tidied still works.
 */
export function markAndPrune(folder: string, siteDir: string, now = Date.now()): void {
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, MARKER), `${path.resolve(siteDir)}\n`);
    for (const entry of readdirSync(path.dirname(folder), { withFileTypes: true })) {
      const other = path.join(path.dirname(folder), entry.name);
      if (!entry.isDirectory() || other === folder) continue;
      const lastUse = statSync(path.join(other, MARKER), { throwIfNoEntry: false })?.mtimeMs;
      if (lastUse !== undefined && now - lastUse > UNUSED_DAYS * 86_400_000) rmSync(other, { recursive: true, force: true });
    }
  } catch {
    // Read-only or full disk, or a folder removed meanwhile: tidying waits for the next run.
  }
}

/** Run once by `quire build` and `quire dev`: the site's cache is in use; long-unused ones go. */
export function keepSiteCache(siteDir: string): void {
  const cache = siteCache(siteDir);
  if (cache) markAndPrune(cache.folder, siteDir);
}
