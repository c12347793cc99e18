import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { rawRequest } from '../serve/http-client.js';
import { writeSite } from '../support/write-site.js';

/* `quire dev` makes the search index in the background after the first page, and again after changes. */

let work: string;
let dev: DevServer;
const config = (pages: string[]) => JSON.stringify({ name: 'Acme', colors: { primary: '#2F6FEB' }, navigation: [{ group: 'Start', pages }] });

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-dev-search-'));
  await writeSite(work, {
    'docs.json': config(['index', 'setup']),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'setup.mdx': '---\ntitle: Setup\n---\n\nInstall the anvil.\n',
    'later.mdx': '---\ntitle: Later\n---\n\nAdded to navigation later.\n',
  });
  dev = await startDevServer({ dir: work, source: threadedSource(), host: '127.0.0.1', port: 0, onError: (e) => { throw e; } });
}, 30_000);
afterAll(async () => {
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

async function indexedPages(): Promise<number> {
  const entry = await rawRequest(dev.url, '/_quire/search/pagefind-entry.json');
  if (entry.status !== 200) return -1;
  const parsed = JSON.parse(entry.text) as { languages: Record<string, { page_count: number }> };
  return Object.values(parsed.languages).reduce((sum, language) => sum + language.page_count, 0);
}

it('serves no index before the first page, then one of the navigation pages, made again after a change', async () => {
  // The first page is answered while nothing of search exists yet.
  expect((await rawRequest(dev.url, '/')).status).toBe(200);
  await dev.watching;
  await expect.poll(indexedPages, { timeout: 20_000 }).toBe(2);
  expect((await rawRequest(dev.url, '/_quire/search/pagefind.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');

  await writeFile(path.join(work, 'docs.json'), config(['index', 'setup', 'later']));
  await expect.poll(indexedPages, { timeout: 20_000 }).toBe(3);
}, 60_000);
