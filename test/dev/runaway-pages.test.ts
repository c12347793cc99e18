import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { writeSite } from '../support/write-site.js';

/** `quire dev` renders page bodies on a thread: a page that never finishes must not stop the server. */
let base: string;
let server: DevServer;

const files: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Thread Docs', navigation: [{ group: 'Start', pages: ['index', 'loop', 'broken', 'other', 'crash', 'after'] }] }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome home.\n\n```js\nconst answer = 42;\n```\n',
  'loop.mdx': '---\ntitle: Loop\n---\n\nexport const spin = () => { for (;;) {} };\n\n{spin()}\n',
  'broken.mdx': '---\ntitle: Broken\n---\n\n<Note>\nNever closed.\n',
  'other.mdx': '---\ntitle: Other\n---\n\nOther text.\n',
  'after.mdx': '---\ntitle: After\n---\n\nRendered after the crash.\n',
  // process.exit() is a page error of its own (page-code-faults.test.ts); reallyExit still ends the thread.
  'crash.mdx': '---\ntitle: Crash\n---\n\n{globalThis.process.reallyExit(3)}\n',
};

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'quire-dev-thread-'));
  await writeSite(base, files);
  server = await startDevServer({ dir: base, source: threadedSource(new RenderPool({ timeoutMs: 2000 })), host: '127.0.0.1', port: 0 });
  await server.watching;
});

afterAll(async () => {
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

const get = async (route: string) => {
  const response = await fetch(new URL(route, server.url));
  return { status: response.status, html: await response.text() };
};

describe('quire dev with page bodies on a render thread', () => {
  it('renders pages there, highlighted, inside the layout', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Welcome home.');
    expect(home.html).toContain('class="shiki');
    expect(home.html).toContain('Thread Docs');
  });

  it('shows the file, line and column of a broken page', async () => {
    const broken = await get('/broken');
    expect(broken.status).toBe(500);
    expect(broken.html).toMatch(/broken\.mdx:\d+:\d+/);
  });

  it('answers a page that never finishes with a time-out error, and keeps serving the others meanwhile and after', async () => {
    const loop = get('/loop');
    // While the thread is stuck, what the main thread makes still answers.
    const llms = await fetch(new URL('/llms.txt', server.url));
    expect(llms.status).toBe(200);
    // A page asked for while the thread is stuck is rendered by the next thread.
    const other = get('/other');
    const [looped, rendered] = await Promise.all([loop, other]);
    expect(looped.status).toBe(500);
    expect(looped.html).toContain('loop.mdx');
    expect(looped.html).toContain('did not finish rendering within 2 s');
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('Other text.');
    expect((await get('/')).status).toBe(200);
  });

  it('survives a page that stops its thread: that page shows the error, the next page gets a new thread', async () => {
    const crashed = await get('/crash');
    expect(crashed.status).toBe(500);
    expect(crashed.html).toContain('mdx/renderer-stopped');
    expect(crashed.html).toContain('Rendering the page stopped Quire&#39;s render thread (exit code 3).');
    expect(crashed.html).toContain('process.exit()');
    // A mistake in the page, not a Quire bug: no stack trace.
    expect(crashed.html).not.toMatch(/at \S+ \(/);
    // Never rendered before, so it cannot come from the dev server's own cache.
    const after = await get('/after');
    expect(after.status).toBe(200);
    expect(after.html).toContain('Rendered after the crash.');
  });
});

describe('threadedSource warm-up', () => {
  it('renders the page `/` leads to while the site is planned, even on a site without an index page', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'quire-dev-warm-'));
    try {
      await writeFile(path.join(site, 'docs.json'), JSON.stringify({ name: 'No index', navigation: [{ group: 'Start', pages: ['quickstart'] }] }));
      await writeFile(path.join(site, 'quickstart.mdx'), '---\ntitle: Quickstart\n---\n');
      const warmed: string[] = [];
      const bodies = { warmUp: (source: { file: string }) => warmed.push(source.file), close: async () => {} } as unknown as RenderPool;
      threadedSource(bodies).warmUp!(site);
      expect(warmed).toEqual([path.join(site, 'quickstart.mdx')]);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});
