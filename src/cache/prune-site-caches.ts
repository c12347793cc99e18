import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
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
 * Asynchronous, so removing a large cache never holds up a dev server's requests.
 */
export async function markAndPrune(folder: string, siteDir: string, now = Date.now()): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, MARKER), `${siteDir}\n`);
  } catch {
    return; // Read-only or full disk: tidying waits for a run that can write.
  }
  const root = path.dirname(folder);
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    const other = path.join(root, entry.name);
    if (!entry.isDirectory() || other === folder) continue;
    try {
      if (now - (await stat(path.join(other, MARKER))).mtimeMs > UNUSED_DAYS * 86_400_000) await rm(other, { recursive: true, force: true });
    } catch {
      // Not a site cache of ours (no marker), unreadable, or removed meanwhile.
    }
  }
}

/**
 * Run by `quire build` and `quire dev` with the site folder as their caches name it (dev: its
 * real path): the site's cache is in use; long-unused ones go.
 */
export async function keepSiteCache(siteDir: string): Promise<void> {
  const cache = siteCache(siteDir);
  if (cache) await markAndPrune(cache.folder, siteDir);
}
