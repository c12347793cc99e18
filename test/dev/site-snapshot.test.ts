import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteSnapshot } from '../../src/cache/site-snapshot.js';
import { versionOf } from '../../src/dev/decorate.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { listenForReload } from '../support/reload-listener.js';
import { makeSandbox } from '../serve/fixture.js';
import { fakeSource, type FakeSource } from './fake-source.js';
import { settle } from './dev-fixture.js';

/**
 * A restarted `quire dev` answers its first page from the site the last session planned, then
 * plans afresh: the open tab reloads only if the site changed meanwhile.
 */
let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let cache: string;
let running: DevServer[] = [];

beforeEach(async () => {
  sandbox = await makeSandbox({ 'docs.json': JSON.stringify({ name: 'Snap' }), 'index.mdx': '---\ntitle: Home\n---\n\nHome text.\n', 'guide.mdx': '---\ntitle: Old guide\n---\n\nGuide text.\n' });
  cache = await mkdtemp(path.join(tmpdir(), 'quire-snapshot-'));
});
afterEach(async () => {
  for (const server of running) await server.close();
  running = [];
  await sandbox.cleanup();
  await rm(cache, { recursive: true, force: true });
});

/** A dev server whose first plan waits for `release()`. */
async function start(source: FakeSource): Promise<{ server: DevServer; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const plan = source.planSite.bind(source);
  source.planSite = async (...args) => {
    await gate;
    return plan(...args);
  };
  const snapshot = new SiteSnapshot(path.join(cache, 'site.json'), 'test-build');
  const server = await startDevServer({ dir: sandbox.site, source, host: '127.0.0.1', port: 0, snapshot });
  running.push(server);
  return { server, release };
}

async function page(server: DevServer, route: string): Promise<{ html: string; version: string }> {
  const html = await (await fetch(new URL(route, server.url))).text();
  return { html, version: versionOf(html) ?? '' };
}

/** Makes `change` while a tab shows `route`, and waits for that tab's reload. */
async function reloadAfter(server: DevServer, route: string, change: () => Promise<void>): Promise<void> {
  const listener = listenForReload(server.url, route, (await page(server, route)).version);
  try {
    await listener.ready;
    await change();
    await listener.nextReload();
  } finally {
    listener.close();
  }
}

async function firstSession(): Promise<void> {
  const { server, release } = await start(fakeSource());
  release();
  await server.watching;
  await settle(100);
  await server.close();
  running = [];
}

describe('quire dev restarted with a snapshot of the last session', () => {
  it('answers the first page before planning, then reloads the tab when the site changed while it was stopped', async () => {
    await firstSession();
    await writeFile(path.join(sandbox.site, 'guide.mdx'), '---\ntitle: New guide\n---\n\nGuide text.\n');

    const source = fakeSource();
    const { server, release } = await start(source);
    const first = await page(server, '/');
    expect(source.plans).toBe(0);
    expect(first.html).toContain('Old guide');

    const listener = listenForReload(server.url, '/', first.version);
    try {
      await listener.ready;
      release();
      await listener.nextReload();
    } finally {
      listener.close();
    }
    expect((await page(server, '/')).html).toContain('New guide');
  });

  it('keeps the pages it answered, without a reload, when the fresh plan finds the same site', async () => {
    await firstSession();
    const source = fakeSource();
    const { server, release } = await start(source);
    const first = await page(server, '/');
    expect(first.html).toContain('Old guide');
    const listener = listenForReload(server.url, '/', first.version);
    try {
      await listener.ready;
      release();
      await server.watching;
      await settle(300);
      expect(listener.pending()).toBe(0);
    } finally {
      listener.close();
    }
    expect(source.plans).toBe(1);
    expect(source.renders.get('/')).toBe(1);

    // Its front matter is known too: editing the body re-renders the page without re-planning.
    await reloadAfter(server, '/', () => writeFile(path.join(sandbox.site, 'index.mdx'), '---\ntitle: Home\n---\n\nHome text, edited.\n'));
    expect((await page(server, '/')).html).toContain('Home text, edited.');
    expect(source.plans).toBe(1);
  });

  it('keeps serving the last session\'s site, with the errors in a banner, when docs.json broke while it was stopped', async () => {
    await firstSession();
    await writeFile(path.join(sandbox.site, 'docs.json'), '{ "name": ');
    const { server, release } = await start(fakeSource());
    release();
    await server.watching;
    const response = await fetch(new URL('/guide', server.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Guide text.');
    expect(html).toContain('docs.json is not valid JSON');
  });

  const saved = () => readFile(path.join(cache, 'site.json'), 'utf8').catch(() => '');

  it('saves the first plan a moment after it lands; later plans when the server stops, not while the writer is editing', async () => {
    const { server, release } = await start(fakeSource());
    release();
    await server.watching;
    await expect.poll(saved, { timeout: 3000 }).toContain('Old guide');
    await reloadAfter(server, '/', () => writeFile(path.join(sandbox.site, 'guide.mdx'), '---\ntitle: New guide\n---\n\nGuide text.\n'));
    expect((await page(server, '/')).html).toContain('New guide');
    // Past the delay after which the session's first plan was saved.
    await settle(1300);
    expect(await saved()).not.toContain('New guide');
    await server.close();
    running = [];
    expect(await saved()).toContain('New guide');
  });

  it('plans first when there is no snapshot yet', async () => {
    const source = fakeSource();
    const { server, release } = await start(source);
    const answered = page(server, '/');
    await settle(100);
    expect(source.renders.get('/')).toBeUndefined();
    release();
    expect((await answered).html).toContain('Old guide');
    expect(source.plans).toBe(1);
  });
});
