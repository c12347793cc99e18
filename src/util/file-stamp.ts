import type { Stats } from 'node:fs';

/** A file saved this recently may be saved again with the same stats on a coarse file clock. */
const SETTLED_MS = 2000;

/**
 * What tells one version of a file from another without reading it, for remembering what was
 * read from it; undefined while the file is too freshly saved for its stats to be trusted.
 */
export function settledStamp(stats: Stats): string | undefined {
  if (Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) <= SETTLED_MS) return undefined;
  return `${stats.mtimeMs}:${stats.ctimeMs}:${stats.size}:${stats.ino}`;
}
