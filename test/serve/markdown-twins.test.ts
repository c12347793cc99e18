import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { buildSite } from '../../src/publish/build-site.js';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { writeSite } from '../support/write-site.js';
import { rawRequest } from './http-client.js';

/* `quire serve` and `quire dev` answer Markdown twins, at `<url>.md` and for `Accept: text/markdown`. */

const SITE = {
  'docs.json': JSON.stringify({ name: 'Acme', colors: { primary: '#2F6FEB' }, openapi: 'api/spec.yaml', navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }),
  'index.mdx': '---\ntitle: Home\ndescription: Acme makes anvils.\n---\n\nWelcome.\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\n<Note>Read this first.</Note>\n\n## Install\n\nRun it.\n',
  'api/spec.yaml': 'openapi: 3.0.0\ninfo: { title: Acme, version: "1" }\npaths: {}\n',
};

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const LINK = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';

let work: string;
let served: RunningServer;
let dev: DevServer;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-twins-'));
  const site = path.join(work, 'site');
  await writeSite(site, SITE);
  const result = await buildSite(site, { outDir: path.join(work, 'out') });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  served = await startStaticServer({ root: path.join(work, 'out'), host: '127.0.0.1', port: 0, onError: (e) => { throw e; } });
  dev = await startDevServer({ dir: site, source: threadedSource(), host: '127.0.0.1', port: 0, exclude: [path.join(work, 'out')], onError: (e) => { throw e; } });
}, 60_000);
afterAll(async () => {
  await served?.close();
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

describe.each([
  ['quire serve', () => served.url],
  ['quire dev', () => dev.url],
])('%s', (_name, url) => {
  it('answers a page with HTML for a browser and with its twin for Accept: text/markdown, linking llms.txt either way', async () => {
    const html = await rawRequest(url(), '/guides/setup', { headers: { accept: BROWSER_ACCEPT } });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.link).toBe(LINK);
    expect(html.headers.vary).toContain('Accept');

    const markdown = await rawRequest(url(), '/guides/setup', { headers: { accept: 'text/markdown, text/plain;q=0.5' } });
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.link).toBe(LINK);
    expect(markdown.text).toBe('# Setup\n\nURL: /guides/setup\n\n> **Note**\n>\n> Read this first.\n\n## Install\n\nRun it.\n');
  });

  it('serves each twin at <url>.md, the home page\'s at /index.md', async () => {
    const setup = await rawRequest(url(), '/guides/setup.md');
    expect(setup.status).toBe(200);
    expect(setup.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(setup.text).toMatch(/^# Setup\n/);
    const home = await rawRequest(url(), '/index.md');
    expect(home.text).toBe('# Home\n\nURL: /\n\n> Acme makes anvils.\n\nWelcome.\n');
  });

  it('serves llms-full.txt with every navigation page, and the OpenAPI file llms.txt links', async () => {
    const full = await rawRequest(url(), '/llms-full.txt');
    expect(full.status).toBe(200);
    expect(full.text).toBe(`# Acme\n\n> Acme makes anvils.\n\n${(await rawRequest(url(), '/index.md')).text}\n${(await rawRequest(url(), '/guides/setup.md')).text}`);
    expect((await rawRequest(url(), '/llms.txt')).text).toContain('## OpenAPI\n\n- [spec.yaml](/api/spec.yaml)');
    expect((await rawRequest(url(), '/api/spec.yaml')).text).toBe(SITE['api/spec.yaml']);
  });
});
