import { mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { keepSiteCache } from '../../src/cache/prune-site-caches.js';
import type { Io } from '../../src/cli/command.js';
import { devCommand } from '../../src/cli/dev.js';
import { rawRequest } from '../serve/http-client.js';

// Under vitest there is no cache (no build id); what is checked is that the command marks its site's.
vi.mock('../../src/cache/prune-site-caches.js', () => ({ keepSiteCache: vi.fn() }));

function captureIo(cwd: string): Io & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t), isTTY: false, cwd, env: {} };
}

it('prints the URL, serves the site until SIGINT, then closes and exits 0', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-dev-cli-'));
  try {
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'CLI Docs', navigation: [{ group: 'Start', pages: ['index'] }] }));
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\ndescription: Home.\n---\n\nHello from the CLI.\n');
    // Named through a symlink: the caches are keyed by the real path, and that is the one marked.
    const link = `${dir}-link`;
    await symlink(dir, link);
    const io = captureIo(link);
    const exit = devCommand.run({ positionals: ['.'], values: { port: '0' } }, io);
    await expect.poll(() => io.out.join(''), { timeout: 10_000 }).toMatch(/Quire dev server: http:\/\/127\.0\.0\.1:\d+\//);
    const url = /http:\/\/\S+/.exec(io.out.join(''))![0];
    expect((await rawRequest(url, '/')).text).toContain('Hello from the CLI.');
    expect(io.err.join('')).toContain('Planned 1 page in');
    await expect.poll(() => vi.mocked(keepSiteCache).mock.calls).toEqual([[await realpath(dir)]]);
    process.emit('SIGINT', 'SIGINT');
    expect(await exit).toBe(0);
    await expect(rawRequest(url, '/')).rejects.toThrow();
  } finally {
    await rm(`${dir}-link`, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
});

it('refuses a folder that does not exist', async () => {
  const io = captureIo(tmpdir());
  expect(await devCommand.run({ positionals: ['no-such-folder-here'], values: {} }, io)).toBe(1);
  expect(io.err.join('')).toContain('quire dev docs');
});
