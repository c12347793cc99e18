import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The built CLI caches renders (src/cache/): each test run gets an empty cache of its own, so no
 * test sees results of an earlier run, and none are left in the user's cache folder.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quire-test-cache-'));
  process.env.QUIRE_CACHE_DIR = folder;
  return () => rm(folder, { recursive: true, force: true });
}
