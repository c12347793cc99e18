import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { repositoryFolder } from '../../src/site/repository-folder.js';

const root = await mkdtemp(path.join(os.tmpdir(), 'quire-repo-'));
afterAll(() => rm(root, { recursive: true, force: true }));

it('finds the site folder inside its git checkout, for edit links', async () => {
  await mkdir(path.join(root, 'repo/.git'), { recursive: true });
  await mkdir(path.join(root, 'repo/docs/site'), { recursive: true });
  expect(await repositoryFolder(path.join(root, 'repo/docs/site'))).toBe('docs/site/');
  expect(await repositoryFolder(path.join(root, 'repo'))).toBe('');
});

it('is empty outside any checkout', async () => {
  await mkdir(path.join(root, 'loose'), { recursive: true });
  // tmpdir itself is not in a checkout on any machine we run on.
  expect(await repositoryFolder(path.join(root, 'loose'))).toBe('');
});
