import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/generate-site.js';

// These run the built CLI (dist/, made by `npm test` before vitest), which renders on worker threads.
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const quire = path.join(root, 'bin/quire.js');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-cli-build-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function quireBuild(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, [quire, 'build', ...args], { cwd: work });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('index.html')).length;
}

describe('quire build (the built CLI)', () => {
  it('renders a large site on worker threads and prints a summary', async () => {
    const site = path.join(work, 'big');
    await generateSite(site, 240);
    const { code, stderr } = await quireBuild(site, '--out', 'big-out');
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/Built 240 pages in \d+\.\d\ds with 0 warnings → big-out/);
    expect(await countHtml(path.join(work, 'big-out'))).toBe(240);
  });

  it('prints each broken page as file:line:column with no stack trace, and exits 1', async () => {
    const { code, stderr } = await quireBuild(path.join(root, 'test/fixtures/sites/broken'), '--out', 'broken-out');
    expect(code).toBe(1);
    expect(stderr).toMatch(/syntax\.mdx:\d+:\d+/);
    expect(stderr).toMatch(/two-locations\.mdx:7:1\s+error/);
    expect(stderr).toMatch(/unknown-component\.mdx:7:1\s+warning/);
    expect(stderr).toMatch(/Build failed: 2 errors, 1 warning/);
    expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});

describe('quire build with its cache (the built CLI)', () => {
  it('builds a second time from the cache with the same output, and sees edits to page titles and snippets', async () => {
    const site = path.join(work, 'cached');
    const write = (name: string, text: string) => writeFile(path.join(site, name), text);
    await mkdir(path.join(site, 'snippets'), { recursive: true });
    await write('docs.json', JSON.stringify({ name: 'Cached', navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }));
    await write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n\n```js\nconst a = 1;\n```\n');
    await write('guide.mdx', "---\ntitle: Guide\n---\n\nimport Shared from '/snippets/shared.mdx'\n\n<Shared />\n");
    await write('snippets/shared.mdx', 'First snippet text.\n');
    const cache = path.join(work, 'cache');
    const env = { ...process.env, QUIRE_CACHE_DIR: cache };
    const build = (out: string) => run(process.execPath, [quire, 'build', site, '--out', out], { cwd: work, env });
    const page = (out: string, route: string) => readFile(path.join(work, out, route, 'index.html'), 'utf8');

    // The cache of a site last built 40 days ago goes; the one of this site is marked as in use.
    await mkdir(path.join(cache, 'gone-site'), { recursive: true });
    await writeFile(path.join(cache, 'gone-site', 'quire-site.txt'), '/old/site\n');
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await utimes(path.join(cache, 'gone-site', 'quire-site.txt'), longAgo, longAgo);

    await build('first');
    expect((await readdir(cache, { recursive: true })).some((name) => name.endsWith('.json.br'))).toBe(true);
    expect(await readdir(cache, { recursive: true })).not.toContain('gone-site');
    expect((await readdir(cache, { recursive: true })).filter((name) => name.endsWith('quire-site.txt'))).toHaveLength(1);
    await build('second');
    for (const route of ['', 'guide']) expect(await page('second', route)).toBe(await page('first', route));

    // A new title reaches every page's sidebar; a new snippet text reaches the page importing it.
    await write('guide.mdx', "---\ntitle: Renamed guide\n---\n\nimport Shared from '/snippets/shared.mdx'\n\n<Shared />\n");
    await write('snippets/shared.mdx', 'Second snippet text.\n');
    await build('third');
    expect(await page('third', '')).toContain('Renamed guide');
    expect(await page('third', 'guide')).toContain('Second snippet text.');
    expect(await page('third', 'guide')).not.toContain('First snippet text.');
  });
});
