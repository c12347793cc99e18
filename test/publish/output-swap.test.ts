import { spawnSync } from 'node:child_process';
import { cp, link, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildSite } from '../../src/publish/build-site.js';
import { recoverInterruptedBuilds, removeFolder } from '../../src/publish/output-swap.js';

const fixtures = fileURLToPath(new URL('../fixtures/sites/', import.meta.url));
let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-swap-'));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The id of a process that has ended, as a killed build's is. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

async function folderWith(folder: string, text: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'index.html'), text);
}

it('puts back the output a build killed between its two renames left missing, even when the next build fails', async () => {
  const out = path.join(work, 'out');
  const killed = deadPid();
  // What a kill after `rename(out → old)` and before `rename(tmp → out)` leaves.
  await folderWith(`${out}.quire-old-${killed}`, 'previous build');
  await folderWith(`${out}.quire-tmp-${killed}`, 'unfinished build');
  const site = path.join(work, 'site');
  await cp(path.join(fixtures, 'divisions'), site, { recursive: true });
  await writeFile(path.join(site, 'docs.json'), '{ "name": "x", "navigation": [ }');

  expect((await buildSite(site, { outDir: out })).ok).toBe(false);
  expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
  expect(await readdir(work)).toEqual(['out', 'site']);
});

it('removes the folders of builds whose process is gone, and leaves a running build\'s alone', async () => {
  const out = path.join(work, 'out');
  await folderWith(out, 'current build');
  const [first, second] = [deadPid(), deadPid()];
  await folderWith(`${out}.quire-tmp-${first}`, 'killed while rendering');
  await folderWith(`${out}.quire-tmp-${second}`, 'killed while rendering');
  // Killed after the second rename: the output is the new one, the old one was not yet removed.
  await folderWith(`${out}.quire-old-${second}`, 'older build');
  await folderWith(`${out}.quire-tmp-${process.pid}`, 'a build still running');
  await folderWith(path.join(work, 'other.quire-tmp-1'), 'another output\'s folder');

  await recoverInterruptedBuilds(out);
  expect((await readdir(work)).sort()).toEqual(['other.quire-tmp-1', 'out', `out.quire-tmp-${process.pid}`]);
  expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('current build');
});

it('restores the newest of several outputs moved aside by killed builds', async () => {
  const out = path.join(work, 'out');
  const [older, newer] = [deadPid(), deadPid()];
  await folderWith(`${out}.quire-old-${older}`, 'build before last');
  await new Promise((resolve) => setTimeout(resolve, 20));
  await folderWith(`${out}.quire-old-${newer}`, 'last build');

  await recoverInterruptedBuilds(out);
  expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('last build');
  expect(await readdir(work)).toEqual(['out']);
});

it('removes a folder tree whole, files, links to files kept elsewhere and nested folders alike, and a missing one quietly', async () => {
  const old = path.join(work, 'old');
  await folderWith(path.join(old, 'p/1'), 'page');
  await folderWith(path.join(old, '_quire/search/1/fragment'), 'fragment');
  await writeFile(path.join(old, 'p/1.md'), 'twin');
  // A kept file: the new output links it, and must keep it.
  await mkdir(path.join(work, 'new'));
  await link(path.join(old, 'p/1/index.html'), path.join(work, 'new/index.html'));

  // Links to folders, inside and as the folder itself, go as links: what they point to stays.
  await symlink(path.join(work, 'new'), path.join(old, 'p/linked'));
  await symlink(path.join(work, 'new'), path.join(work, 'linked-out'));

  removeFolder(old);
  removeFolder(path.join(work, 'linked-out'));
  expect(await readdir(work)).toEqual(['new']);
  expect(await readdir(path.join(work, 'new'))).toEqual(['index.html']);
  expect(await readFile(path.join(work, 'new/index.html'), 'utf8')).toBe('page');
  removeFolder(old);
});
