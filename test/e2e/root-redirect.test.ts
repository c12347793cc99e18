// A site with no `index` page, as most Mintlify sites are: `/` sends readers to the first page
// of the navigation, in the built site (a static redirect) and in `quire dev`.
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { describeInBrowser, useBuiltSite } from './built-docs.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'quire-e2e-no-index-'));
beforeAll(async () => {
  await mkdir(path.join(dir, 'guides'), { recursive: true });
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify({ name: 'No <Home>', navigation: [{ group: 'Start', pages: ['guides/quickstart', 'guides/more'] }] }));
  await writeFile(path.join(dir, 'guides/quickstart.mdx'), '---\ntitle: Quickstart\n---\n\nStart here.\n');
  await writeFile(path.join(dir, 'guides/more.mdx'), '---\ntitle: More\n---\n\nMore text.\n');
  await writeFile(path.join(dir, 'outside.mdx'), '---\ntitle: Outside\n---\n\nIn no navigation.\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describeInBrowser('a built site without an index page', () => {
  const fixture = useBuiltSite({ main: { dir } });

  it.each([true, false])('sends a reader of / to the first page of the navigation (JavaScript %s)', async (javaScriptEnabled) => {
    const { page } = await fixture.newPage({ javaScriptEnabled });
    await fixture.open(page, '/');
    await page.waitForURL('**/guides/quickstart');
    expect(await page.locator('main h1').first().textContent()).toBe('Quickstart');
  });

  it('keeps the redirect out of search results and the sitemap', async () => {
    const index = await readFile(path.join(fixture.site.outDir, 'index.html'), 'utf8');
    expect(index).toContain('<meta name="robots" content="noindex">');
    expect(index).toContain('<link rel="canonical" href="/guides/quickstart">');
    expect(index).toContain('<title>No &lt;Home&gt;</title>');
    expect(fixture.site.routes).not.toContain('/');
  });
});

describe('quire dev on a site without an index page', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startDevServer({ dir, source: threadedSource(), host: '127.0.0.1', port: 0 });
    await server.watching;
  });
  afterAll(() => server?.close());

  it('answers / with the same redirect the build writes', async () => {
    const response = await fetch(new URL('/', server.url));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<meta http-equiv="refresh" content="0; url=/guides/quickstart">');
  });
});
