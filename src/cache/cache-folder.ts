import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** Set by scripts/bundle.mjs: a hash of Quire's sources and locked dependencies. */
declare const QUIRE_BUILD_ID: string;

/**
 * What made the cached results: a cache entry from another version of Quire (or of Shiki, MDX...)
 * is never used. Undefined when running from the TypeScript sources, which have no fixed
 * identity; nothing is cached then.
 */
const buildId: string | undefined = typeof QUIRE_BUILD_ID === 'string' ? QUIRE_BUILD_ID : undefined;

/**
 * Where a site's cache lives, and the build its entries must come from; undefined when caching
 * is off. Outside the site, so nothing needs adding to .gitignore, and removing it is always
 * safe. `QUIRE_CACHE_DIR` moves it; `QUIRE_CACHE_DIR=off` turns it off.
 */
export function siteCache(siteDir: string): { folder: string; version: string } | undefined {
  const root = process.env.QUIRE_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'quire');
  if (root === 'off' || buildId === undefined) return undefined;
  return { folder: path.join(root, createHash('sha256').update(path.resolve(siteDir)).digest('hex').slice(0, 16)), version: buildId };
}
