import { execFile } from 'node:child_process';
import { appendFile, link, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * A build into a folder a build wrote before keeps each page whose sources and site are unchanged
 * as that build wrote it (publish/previous-build.ts). These run the built CLI: only it caches.
 * Whether a page was kept shows in its file: a kept page keeps its modification time.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const quire = path.join(root, 'bin/quire.js');

let work: string;
let site: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-previous-build-'));
  site = path.join(work, 'site');
  env = { ...process.env, QUIRE_CACHE_DIR: path.join(work, 'cache') };
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const write = async (name: string, text: string) => {
  await mkdir(path.dirname(path.join(site, name)), { recursive: true });
  await writeFile(path.join(site, name), text);
};
const config = (name: string, primary = '#16A34A') => JSON.stringify({ name, colors: { primary }, navigation: [{ group: 'Start', pages: ['index', 'edited', 'imports', 'warned', 'removed'] }] });
/** A file's stats are trusted only once it is 2 s old (util/file-stamp.ts): pages saved just now are always made again. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2100));

async function build(...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, [quire, 'build', site, '--out', 'out', ...args], { cwd: work, env });
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

const output = (file: string) => path.join(work, 'out', file);
const modified = async (file: string) => (await stat(output(file))).mtimeMs;
/** A kept file's time is set from the previous one's, to within a microsecond or so. */
const same = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) < 0.01;
const allSame = (now: Record<string, number>, before: Record<string, number>) => Object.keys(before).every((file) => same(now[file]!, before[file]));
const read = (file: string) => readFile(output(file), 'utf8');
const SEARCH_ENTRY = '_quire/search/pagefind-entry.json';
const PAGES = ['index.html', 'edited/index.html', 'edited.md', 'imports/index.html', 'warned/index.html', 'removed/index.html'];

async function modifieds(): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(PAGES.map(async (file) => [file, await modified(file)] as const)));
}

describe('a build into the folder of an earlier one', () => {
  it('keeps the files of unchanged pages and makes again what changed, with the same output as a build from nothing', async () => {
    await write('docs.json', config('Kept'));
    await write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n');
    await write('edited.mdx', '---\ntitle: Edited\n---\n\nThe first text.\n');
    await write('imports.mdx', "---\ntitle: Imports\n---\n\nimport Shared from '/snippets/shared.mdx'\n\n<Shared />\n");
    await write('snippets/shared.mdx', 'The first snippet.\n');
    await write('warned.mdx', '---\ntitle: Warned\n---\n\n<note>A lowercase callout.</note>\n');
    await write('removed.mdx', '---\ntitle: Removed\n---\n\nGoing soon.\n');
    await settle();

    const first = await build();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/warned\.mdx:\d+:\d+/);
    const made = await modifieds();
    const firstHtml = await Promise.all(PAGES.map(read));
    const searchEntry = await modified(SEARCH_ENTRY);

    // Nothing changed: every page's files are the ones written before, and its warning is still reported.
    const second = await build();
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/warned\.mdx:\d+:\d+/);
    expect(allSame(await modifieds(), made)).toBe(true);
    expect(await Promise.all(PAGES.map(read))).toEqual(firstHtml);
    // The search index too: Pagefind was sent nothing, the same pages as before.
    expect(same(await modified(SEARCH_ENTRY), searchEntry)).toBe(true);
    // Warnings are errors under --strict, for a kept page too; the output stays as it was.
    const strict = await build('--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/warned\.mdx:\d+:\d+/);
    expect(allSame(await modifieds(), made)).toBe(true);

    // A page edited, a written file changed by hand; the pages after the edited one are kept.
    await write('edited.mdx', '---\ntitle: Edited\n---\n\nThe second text.\n');
    await appendFile(output('index.html'), '<!-- changed by hand -->');
    const third = await build();
    expect(third.code, third.stderr).toBe(0);
    expect(await read('edited/index.html')).toContain('The second text.');
    expect(await read('edited.md')).toContain('The second text.');
    expect(await read('index.html')).not.toContain('changed by hand');
    expect(same(await modified('warned/index.html'), made['warned/index.html'])).toBe(true);
    expect(same(await modified('imports/index.html'), made['imports/index.html'])).toBe(true);
    expect(same(await modified('edited/index.html'), made['edited/index.html'])).toBe(false);
    expect(same(await modified('index.html'), made['index.html'])).toBe(false);
    // The search index is made again, of every page, kept or made again (those before the edited one too).
    expect(same(await modified(SEARCH_ENTRY), searchEntry)).toBe(false);
    const fragments = await Promise.all((await readdir(output('_quire/search/fragment'))).map(async (name) => gunzipSync(await readFile(output(`_quire/search/fragment/${name}`))).toString('utf8')));
    expect(fragments).toHaveLength(5);
    expect(fragments.some((fragment) => fragment.includes('The second text.'))).toBe(true);
    expect(fragments.some((fragment) => fragment.includes('The first text.'))).toBe(false);
    expect(fragments.some((fragment) => fragment.includes('Welcome.'))).toBe(true);
    // Sent in the order a build from nothing sends them: the same index, file for file.
    const searchFiles = async (out: string) => {
      const folder = path.join(work, out, '_quire/search');
      const names = (await readdir(folder, { recursive: true })).map(String).sort();
      return Promise.all(names.map(async (name) => [name, (await stat(path.join(folder, name))).isFile() ? (await readFile(path.join(folder, name))).toString('base64') : ''] as const));
    };
    await run(process.execPath, [quire, 'build', site, '--out', 'fresh'], { cwd: work, env: { ...env, QUIRE_CACHE_DIR: path.join(work, 'fresh-cache') } });
    expect(await searchFiles('out')).toEqual(await searchFiles('fresh'));

    // A snippet edited: the page importing it is made again.
    await write('snippets/shared.mdx', 'The second snippet.\n');
    const fourth = await build();
    expect(fourth.code, fourth.stderr).toBe(0);
    expect(await read('imports/index.html')).toContain('The second snippet.');
    expect(same(await modified('imports/index.html'), made['imports/index.html'])).toBe(false);
    expect(same(await modified('warned/index.html'), made['warned/index.html'])).toBe(true);

    // A new colour is on every page, not in what search indexes: the pages are written again, the index is kept.
    const index = await modified(SEARCH_ENTRY);
    await write('docs.json', config('Kept', '#2563EB'));
    const recoloured = await build();
    expect(recoloured.code, recoloured.stderr).toBe(0);
    expect(await read('warned/index.html')).toMatch(/#2563eb/i);
    expect(same(await modified('warned/index.html'), made['warned/index.html'])).toBe(false);
    expect(same(await modified(SEARCH_ENTRY), index)).toBe(true);

    // What every page shows changes with docs.json, and with the site's pages: no page is kept.
    await write('docs.json', config('Renamed'));
    await rm(path.join(site, 'removed.mdx'));
    const warned = await modified('warned/index.html');
    const fifth = await build();
    expect(fifth.code, fifth.stderr).toBe(0);
    expect(same(await modified('warned/index.html'), warned)).toBe(false);
    expect(await read('warned/index.html')).toContain('Renamed');
    expect(await readdir(path.join(work, 'out'))).not.toContain('removed');
  });
});

describe('a build into the folder of an earlier one, its search index in parts', () => {
  /** Seven pages in parts of two: [home, p1], [p2, p3], [p4, p5], [p6]. */
  const pages = ['index', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
  const partsSite = () => path.join(work, 'parts-site');
  const writePage = (name: string, text: string) => writeFile(path.join(partsSite(), `${name}.mdx`), `---\ntitle: ${name}\n---\n\n${text}\n`);
  /** The built bundle, as the CLI runs it: only it has a build id, so only it caches. */
  async function buildParts(out: string, cache: string): Promise<void> {
    const { buildSite } = (await import(path.join(root, 'dist/publish/build-site.js'))) as { buildSite: (dir: string, options: object) => Promise<{ ok: boolean; diagnostics: unknown[] }> };
    const previous = process.env.QUIRE_CACHE_DIR;
    process.env.QUIRE_CACHE_DIR = path.join(work, cache);
    try {
      const result = await buildSite(partsSite(), { outDir: path.join(work, out), pagesPerSearchIndex: 2 });
      expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    } finally {
      process.env.QUIRE_CACHE_DIR = previous;
    }
  }
  /** Every file of a folder, with its content and inode. */
  async function files(folder: string): Promise<Map<string, { content: string; ino: number }>> {
    const names = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
    return new Map(await Promise.all(names.map(async (name) => [name, { content: (await readFile(path.join(folder, name))).toString('base64'), ino: (await stat(path.join(folder, name))).ino }] as const)));
  }

  it('indexes again only the part of the edited page, keeps the rest, and leaves the previous output as it was', async () => {
    await mkdir(partsSite(), { recursive: true });
    await writeFile(path.join(partsSite(), 'docs.json'), JSON.stringify({ name: 'Parts', navigation: [{ group: 'All', pages }] }));
    for (const page of pages) await writePage(page, `The ${page} text about anvils.`);
    await settle();
    await buildParts('parts-out', 'parts-cache');
    const search = path.join(work, 'parts-out/_quire/search');
    expect(JSON.parse(await readFile(path.join(search, 'parts.json'), 'utf8'))).toEqual(['1/', '2/', '3/']);
    const before = await files(search);
    // A second name for every file of this output: whatever the next build writes must not reach them.
    const snapshot = path.join(work, 'parts-snapshot');
    const output = await files(path.join(work, 'parts-out'));
    for (const name of output.keys()) {
      await mkdir(path.dirname(path.join(snapshot, name)), { recursive: true });
      await link(path.join(work, 'parts-out', name), path.join(snapshot, name));
    }

    // The first page of its part: the one after it is read back from the output and sent after it.
    await writePage('p2', 'The p2 text about hammers.');
    await buildParts('parts-out', 'parts-cache');
    const after = await files(search);
    const entryOf = (part: string) => after.get(`${part}pagefind-entry.json`)!.ino === before.get(`${part}pagefind-entry.json`)!.ino;
    // Part 1 (p2, p3) was made again; the others are the files written before.
    expect(['', '1/', '2/', '3/'].map(entryOf)).toEqual([true, false, true, true]);
    const fragments = [...after].filter(([name]) => name.startsWith(`1${path.sep}fragment`)).map(([, file]) => gunzipSync(Buffer.from(file.content, 'base64')).toString('utf8'));
    expect(fragments.some((fragment) => fragment.includes('hammers'))).toBe(true);
    expect(fragments.some((fragment) => fragment.includes('p3 text'))).toBe(true);
    // The same index as a build from nothing, file for file.
    await buildParts('parts-fresh', 'parts-fresh-cache');
    const fresh = await files(path.join(work, 'parts-fresh/_quire/search'));
    expect(new Map([...after].map(([name, file]) => [name, file.content]))).toEqual(new Map([...fresh].map(([name, file]) => [name, file.content])));
    // The previous output's files are unchanged: kept files are links, and nothing wrote through them.
    const previous = await files(snapshot);
    expect([...previous].filter(([name, file]) => file.content !== output.get(name)!.content).map(([name]) => name)).toEqual([]);
    // Kept pages are those very files.
    expect((await stat(path.join(work, 'parts-out/p5/index.html'))).ino).toBe(previous.get(path.join('p5', 'index.html'))!.ino);
  });
});
