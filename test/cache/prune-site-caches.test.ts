import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKER, markAndPrune, UNUSED_DAYS } from '../../src/cache/prune-site-caches.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quire-prune-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const DAY = 86_400_000;
const exists = (file: string) => stat(file).then(() => true, () => false);

/** A site cache folder last used `daysAgo` days ago (no marker when undefined). */
async function siteFolder(name: string, daysAgo: number | undefined): Promise<string> {
  const folder = path.join(root, name);
  await mkdir(path.join(folder, 'pages'), { recursive: true });
  await writeFile(path.join(folder, 'pages', 'x.json.br'), 'entry');
  if (daysAgo !== undefined) {
    await writeFile(path.join(folder, MARKER), '/some/site\n');
    const when = new Date(Date.now() - daysAgo * DAY);
    await utimes(path.join(folder, MARKER), when, when);
  }
  return folder;
}

describe('markAndPrune', () => {
  it('removes the caches of sites unused for 30 days, and marks the current one as used', async () => {
    const stale = await siteFolder('stale', UNUSED_DAYS + 1);
    const recent = await siteFolder('recent', UNUSED_DAYS - 1);
    const current = await siteFolder('current', UNUSED_DAYS + 5);

    await markAndPrune(current, '/work/docs');

    expect(await exists(stale)).toBe(false);
    expect(await exists(path.join(recent, 'pages', 'x.json.br'))).toBe(true);
    expect(await exists(path.join(current, 'pages', 'x.json.br'))).toBe(true);
    expect(await readFile(path.join(current, MARKER), 'utf8')).toBe('/work/docs\n');
    expect(Date.now() - (await stat(path.join(current, MARKER))).mtimeMs).toBeLessThan(DAY);
  });

  it('leaves alone whatever Quire did not mark, however old', async () => {
    const unmarked = await siteFolder('not-ours', undefined);
    const old = new Date(Date.now() - 400 * DAY);
    await utimes(unmarked, old, old);
    await writeFile(path.join(root, 'notes.txt'), 'kept');

    await markAndPrune(path.join(root, 'new-site'), '/work/docs');

    expect(await exists(path.join(unmarked, 'pages', 'x.json.br'))).toBe(true);
    expect(await exists(path.join(root, 'notes.txt'))).toBe(true);
    expect(await exists(path.join(root, 'new-site', MARKER))).toBe(true);
  });
});
