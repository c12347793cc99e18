import { stat } from 'node:fs/promises';
import path from 'node:path';
import { discoverFiles } from '../site/discover.js';
import type { Site } from '../site/types.js';
import { mapLimit } from '../util/map-limit.js';
import type { ChangeCoalescer } from './change-coalescer.js';

/**
 * The watcher starts after the first plan and page, so a save made while the server was
 * starting would go unseen until the next one. Once the watcher runs, every file modified since
 * `since` (Date.now() at start) is reported as changed, and every planned page that is gone as
 * removed; the usual invalidation then sorts out what they affect.
 */
export async function reportMissedChanges(siteDir: string, exclude: readonly string[], since: number, site: Site | undefined, changes: ChangeCoalescer): Promise<void> {
  const { pages, assets } = await discoverFiles(siteDir, exclude);
  const files = [...pages, ...assets].map((relative) => path.join(siteDir, relative));
  // Strictly later than the start, by a margin: a file written just before it, in the same
  // millisecond, must not count (that would re-plan for nothing). A save in the first few
  // milliseconds of the server's life is the price.
  const threshold = since + 10;
  await mapLimit(files, 64, async (file) => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats || Math.max(stats.mtimeMs, stats.ctimeMs) <= threshold) return;
    // A file created meanwhile is an addition: pages that failed for want of it are retried.
    changes.record(stats.birthtimeMs > threshold ? 'add' : 'change', file);
  });
  const present = new Set(files);
  for (const page of site?.pages ?? []) if (page.source.kind === 'file' && !present.has(page.source.file)) changes.record('unlink', page.source.file);
}
