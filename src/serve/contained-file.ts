import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/is-inside.js';
import { isServableName } from './request-path.js';

export interface ContainedFile {
  /** Real path: symlinks resolved. */
  file: string;
  stats: Stats;
}

/**
 * Confirms a path is a regular file that really lies inside `rootReal` (the root's own real
 * path): symlinks are followed first, so a link pointing outside the root, or into a dot-folder
 * or node_modules within it, is refused like a direct request for it would be.
 */
export async function containedFile(rootReal: string, candidate: string): Promise<ContainedFile | undefined> {
  let file: string;
  let stats: Stats;
  try {
    file = await realpath(candidate);
    stats = await stat(file);
  } catch {
    return undefined;
  }
  if (!stats.isFile()) return undefined;
  if (!isInside(file, rootReal)) return undefined;
  if (!path.relative(rootReal, file).split(path.sep).every(isServableName)) return undefined;
  return { file, stats };
}
