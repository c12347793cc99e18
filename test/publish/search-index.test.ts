import { access, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARTS, MIN_PAGES_PER_PART, PAGES_PER_INDEX, pagesPerPart, startSearchIndex } from '../../src/pipeline/search-index.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-search-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const PAGE = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

async function buildWith(name: string, config: Record<string, unknown>): Promise<string> {
  const site = path.join(work, name);
  await writeSite(site, {
    'docs.json': JSON.stringify({ name: 'Acme', colors: { primary: '#2F6FEB' }, navigation: [{ group: 'Start', pages: ['index', 'setup'] }], ...config }),
    'index.mdx': PAGE('Home', 'Welcome to Acme.'),
    'setup.mdx': PAGE('Setup', '## Install\n\nRun the installer.\n\n```bash\nnpm install acme\n```'),
    'drafts/hidden.mdx': PAGE('Hidden', 'A draft nobody links to.'),
  });
  const out = path.join(work, `${name}-out`);
  const result = await buildSite(site, { outDir: out });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  expect(result.diagnostics).toEqual([]);
  return out;
}

/** How many pages Pagefind indexed, from the entry file its search library reads first. */
async function indexedPages(out: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(out, '_quire/search/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

describe('the search index of quire build', () => {
  it('indexes the navigation pages only, writes the search library beside the index and none of Pagefind\'s own interfaces', async () => {
    const out = await buildWith('plain', {});
    expect(await indexedPages(out)).toBe(2);
    const files = await readdir(path.join(out, '_quire/search'));
    expect(files).toContain('pagefind.js');
    expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(await readFile(path.join(out, 'drafts/hidden/index.html'), 'utf8')).not.toContain('data-pagefind-body');
    const setup = await readFile(path.join(out, 'setup/index.html'), 'utf8');
    expect(setup).toMatch(/<article data-pagefind-body class="q-article">/);
    // Code counts for less than prose; the pager, feedback and the "On this page" menu not at all.
    expect(setup).toMatch(/<div data-pagefind-weight="0.5" class="q-code__body">/);
    expect(setup).toMatch(/<nav [^>]*data-pagefind-ignore="index" class="q-pager">/);
    expect(setup).toMatch(/data-pagefind-meta="group">Start</);
  });

  it('indexes pages outside navigation with seo.indexHiddenPages', async () => {
    const out = await buildWith('hidden', { seo: { indexHiddenPages: true } });
    expect(await indexedPages(out)).toBe(3);
  });

  it('files every page under each version it shows in: its own, or all for a page without one', async () => {
    const out = await buildWith('versions', { versions: ['v2', 'v1'], navigation: [{ group: 'Start', pages: ['index'] }, { group: 'Old', version: 'v1', pages: ['setup'] }] });
    const filters = async (route: string) => [...(await readFile(path.join(out, route, 'index.html'), 'utf8')).matchAll(/data-pagefind-filter="version">([^<]+)</g)].map((m) => m[1]);
    expect(await filters('')).toEqual(['v2', 'v1']);
    expect(await filters('setup')).toEqual(['v1']);
  });
});

describe('what Pagefind is given of a page', () => {
  it('is the searchable article and the language, without the head, sprite and navigation around it', async () => {
    const { searchableHtml } = await import('../../src/pipeline/search-index.js');
    const page = '<!doctype html><html lang="fr" data-theme="light"><head><title>T</title></head><body><nav>Every other page</nav><main><article data-pagefind-body class="q-article"><h1>Titre</h1><p>Texte</p></article></main><aside>On this page</aside></body></html>';
    expect(searchableHtml(page)).toBe('<html lang="fr"><body><article data-pagefind-body class="q-article"><h1>Titre</h1><p>Texte</p></article></body></html>');
    expect(searchableHtml('<!doctype html><html lang="en"><body><article class="q-article"><h1>Hidden</h1></article></body></html>')).toBeUndefined();
  });

  it('holds highlighted code as plain text, unless its spans carry Pagefind attributes', async () => {
    const { searchableHtml } = await import('../../src/pipeline/search-index.js');
    const article = (body: string) => `<html lang="en"><body><article data-pagefind-body>${body}</article></body></html>`;
    const code = '<p>Run <span class="x">it</span>:</p><pre class="shiki" data-pagefind-weight="0.5"><code><span class="line"><span style="--shiki-light:#D73A49">const</span> a = 1;</span>\n<span class="line">b</span></code></pre>';
    expect(searchableHtml(article(code))).toBe(article('<p>Run <span class="x">it</span>:</p><pre class="shiki" data-pagefind-weight="0.5"><code>const a = 1;\nb</code></pre>'));
    const kept = '<pre><code><span data-pagefind-ignore>secret</span> shown</code></pre>';
    expect(searchableHtml(article(kept))).toBe(article(kept));
  });

  it('leaves out whole what Pagefind would ignore with all it holds, nested elements of the same name included', async () => {
    const { searchableHtml } = await import('../../src/pipeline/search-index.js');
    const article = (body: string) => `<html lang="en"><body><article data-pagefind-body>${body}</article></body></html>`;
    const ignored = '<div data-pagefind-ignore="all" class="q-variants"><div><p>inner</p></div><div>more</div></div>';
    const others = '<p data-pagefind-ignore="index">kept, for its meta</p><section data-pagefind-ignore>kept too</section>';
    expect(searchableHtml(article(`<p>before</p>${ignored}<p>between</p><aside aria-label="Examples" data-pagefind-ignore="all"><aside>x</aside></aside>${others}`))).toBe(
      article(`<p>before</p><p>between</p>${others}`),
    );
    // Written as text in a code block, the attribute is not an element's.
    const shown = '<pre><code>&lt;div data-pagefind-ignore="all">a&lt;/div></code></pre>';
    expect(searchableHtml(article(shown))).toBe(article(shown));
  });
});

describe('the index of a build is the same whatever order its pages finish in', () => {
  /** A page as the layout marks it for the index. */
  const page = (n: number) => ({
    file: `p/${n}/index.html`,
    html: `<!doctype html><html lang="en"><body><article data-pagefind-body><h1>Page ${n}</h1><p>Anvils of kind ${n} ring ${'loud '.repeat(n % 7)}</p></article></body></html>`,
  });

  /** The index files written when the pages finish in `order`; page 3 fails and is reported without its HTML. */
  async function indexFor(order: number[], name: string, pagesPerIndex?: number): Promise<Map<string, string>> {
    const out = path.join(work, name);
    const index = await startSearchIndex(out, pagesPerIndex);
    for (const position of order) index.pageDone(position, position === 3 ? undefined : page(position));
    expect(await index.write()).toEqual([]);
    const folder = path.join(out, '_quire/search');
    const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    return new Map(await Promise.all(files.map(async (entry) => [path.relative(folder, path.join(entry.parentPath, entry.name)), (await readFile(path.join(entry.parentPath, entry.name))).toString('base64')] as const)));
  }

  it('adds pages to Pagefind in site order, so reversed and shuffled finishing orders give identical files', async () => {
    const positions = Array.from({ length: 40 }, (_, n) => n);
    const inOrder = await indexFor(positions, 'order-a');
    const reversed = await indexFor([...positions].reverse(), 'order-b');
    const shuffled = await indexFor(positions.map((n) => (n * 17) % 40), 'order-c');
    expect([...inOrder.keys()].some((file) => file.startsWith('fragment'))).toBe(true);
    expect(reversed).toEqual(inOrder);
    expect(shuffled).toEqual(inOrder);
    // The failed page is left out, the rest are in.
    expect(JSON.parse(Buffer.from(inOrder.get('pagefind-entry.json')!, 'base64').toString()).languages.en.page_count).toBe(39);
    expect(Buffer.from(inOrder.get('parts.json')!, 'base64').toString()).toBe('[]');
  });

  it('after a previous build, sends the pages kept before the first changed one from the output, and says so when one cannot be read back', async () => {
    const positions = Array.from({ length: 10 }, (_, n) => n);
    const first = await startSearchIndex(path.join(work, 'kept-a'));
    for (const position of positions) first.pageDone(position, page(position));
    expect(await first.write()).toEqual([]);
    // Pages 0-4 as before, written to the new output except page 2; page 5 changed.
    const out = path.join(work, 'kept-b');
    for (const position of [0, 1, 3, 4]) await writeSite(out, { [page(position).file]: page(position).html });
    const again = await startSearchIndex(out, undefined, { digests: first.digests, keep: () => false });
    for (const position of positions) again.pageDone(position, position === 5 ? { ...page(5), html: page(5).html.replace('Anvils', 'Hammers') } : page(position));
    const problems = await again.write();
    expect(problems.map((problem) => `${problem.rule}: ${problem.message}`)).toEqual([expect.stringMatching(/^search\/index-failed: .*p\/2\/index\.html could not be read back/)]);
    expect(problems[0]!.hint).toMatch(/build again/);
    const entry = JSON.parse(await readFile(path.join(out, '_quire/search/pagefind-entry.json'), 'utf8'));
    expect(entry.languages.en.page_count).toBe(9);
  });

  it('after a previous build, keeps each part whose pages are all as that build sent them, and sends the others whole', async () => {
    const positions = Array.from({ length: 10 }, (_, n) => n);
    const first = await startSearchIndex(path.join(work, 'parted-a'), 4);
    const digests = positions.map((position) => first.pageDone(position, page(position))!);
    expect(await first.write()).toEqual([]);
    const out = path.join(work, 'parted-b');
    for (const position of positions) await writeSite(out, { [page(position).file]: page(position).html });
    const kept: number[] = [];
    const again = await startSearchIndex(out, 4, { digests: first.digests, keep: (number) => (kept.push(number), true) });
    // Page 5 edited; the others kept, given by the digest they had alone.
    for (const position of positions) {
      again.pageDone(position, position === 5 ? { ...page(5), html: page(5).html.replace('Anvils', 'Hammers') } : { file: page(position).file, digest: digests[position]! });
    }
    expect(await again.write()).toEqual([]);
    // Parts [0-3] and [8-9] kept; [4-7] indexed again, pages 4, 6 and 7 read back from the output.
    expect(kept).toEqual([0, 2]);
    const folder = path.join(out, '_quire/search');
    expect(JSON.parse(await readFile(path.join(folder, '1/pagefind-entry.json'), 'utf8')).languages.en.page_count).toBe(4);
    await expect(access(path.join(folder, 'pagefind-entry.json'))).rejects.toThrow();
    expect(JSON.parse(await readFile(path.join(folder, 'parts.json'), 'utf8'))).toEqual(['1/', '2/']);

    // One page fewer: the last part ends elsewhere than the previous build's, so it is sent, not kept.
    kept.length = 0;
    for (const position of positions) await writeSite(path.join(work, 'parted-c'), { [page(position).file]: page(position).html });
    const shorter = await startSearchIndex(path.join(work, 'parted-c'), 4, { digests: first.digests, keep: (number) => (kept.push(number), true) });
    for (const position of positions.slice(0, 9)) shorter.pageDone(position, page(position));
    expect(await shorter.write()).toEqual([]);
    expect(kept).toEqual([0, 1]);
    expect(JSON.parse(await readFile(path.join(work, 'parted-c/_quire/search/2/pagefind-entry.json'), 'utf8')).languages.en.page_count).toBe(1);

    // Parts that cannot be kept (their files changed since) are sent whole, every page read back: the same index as the first build's.
    const fresh = path.join(work, 'parted-d');
    for (const position of positions) await writeSite(fresh, { [page(position).file]: page(position).html });
    const unkept = await startSearchIndex(fresh, 4, { digests: first.digests, keep: () => false });
    for (const position of positions) unkept.pageDone(position, { file: page(position).file, digest: digests[position]! });
    expect(await unkept.write()).toEqual([]);
    const files = async (root: string) => {
      const folder = path.join(root, '_quire/search');
      const entries = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      return new Map(await Promise.all(entries.map(async (entry) => [path.relative(folder, path.join(entry.parentPath, entry.name)), (await readFile(path.join(entry.parentPath, entry.name))).toString('base64')] as const)));
    };
    expect(await files(fresh)).toEqual(await files(path.join(work, 'parted-a')));
  });

  it('splits a site into parts of equal size, none smaller than MIN_PAGES_PER_PART, at most MAX_PARTS unless a part would pass PAGES_PER_INDEX', () => {
    const small = 2 * MIN_PAGES_PER_PART - 1;
    expect([1, 100, small].map(pagesPerPart)).toEqual([1, 100, small]);
    expect(pagesPerPart(1_000)).toBe(125);
    expect(pagesPerPart(10_000)).toBe(1_250);
    expect(pagesPerPart(100_000)).toBe(12_500);
    expect(pagesPerPart(1_000_000)).toBe(PAGES_PER_INDEX);
    for (const pages of [130, 250, 777, 1_000, 3_333, 10_000, 123_457, 1_000_000]) {
      const size = pagesPerPart(pages);
      const parts = Math.ceil(pages / size);
      expect(size >= Math.min(pages, MIN_PAGES_PER_PART) && size <= PAGES_PER_INDEX).toBe(true);
      expect(parts <= MAX_PARTS || size === PAGES_PER_INDEX).toBe(true);
    }
  });

  it('splits a large site into several indexes, each of its pages in order, listed for the dialog to merge', async () => {
    const positions = Array.from({ length: 40 }, (_, n) => n);
    const inOrder = await indexFor(positions, 'parts-a', 16);
    expect(await indexFor([...positions].reverse(), 'parts-b', 16)).toEqual(inOrder);
    const pageCount = (prefix: string) => JSON.parse(Buffer.from(inOrder.get(`${prefix}pagefind-entry.json`)!, 'base64').toString()).languages.en.page_count;
    // 39 pages (page 3 failed) in parts of 16: 16, 16 and 7.
    expect([pageCount(''), pageCount('1/'), pageCount('2/')]).toEqual([16, 16, 7]);
    expect(JSON.parse(Buffer.from(inOrder.get('parts.json')!, 'base64').toString())).toEqual(['1/', '2/']);
    expect([...inOrder.keys()].filter((file) => /ui|highlight/.test(file))).toEqual([]);
  });
});
