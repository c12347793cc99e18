import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/* `openapi` on a tab or an anchor: a page for every operation under its url, grouped by tag. */
const spec = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      summary: List pets
      tags: [Pets]
      responses: { '200': { description: OK } }
    post:
      summary: Create a pet
      tags: [Pets]
      responses: { '201': { description: Created } }
  /stores/{id}:
    get:
      summary: Get a store
      tags: [Stores]
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: OK } }
  /health:
    get:
      responses: { '200': { description: OK } }
`;

let work: string;
let out: string;
let diagnostics: Diagnostic[];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-division-openapi-'));
  const site = path.join(work, 'site');
  out = path.join(work, 'out');
  await writeSite(site, {
    'docs.json': JSON.stringify({
      name: 'Pets',
      tabs: [{ name: 'API reference', url: 'api-reference', openapi: 'openapi.yaml' }],
      anchors: [{ name: 'Missing spec', url: 'missing', openapi: 'nowhere.yaml' }],
      navigation: [{ group: 'Start', pages: ['index'] }],
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'openapi.yaml': spec,
  });
  const result = await buildSite(site, { outDir: out });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  diagnostics = result.diagnostics;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('openapi on a tab', () => {
  it('makes a page for every operation under the tab\'s url, titled by its summary', async () => {
    const page = await readFile(path.join(out, 'api-reference/get-stores-id/index.html'), 'utf8');
    expect(page).toContain('<h1>Get a store</h1>');
    expect(page).toContain('/stores/{id}');
    for (const route of ['get-pets', 'post-pets', 'get-health']) await expect(readFile(path.join(out, 'api-reference', route, 'index.html'), 'utf8')).resolves.toContain('<!doctype html>');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>/api-reference/get-pets</loc>');
  });

  it('lists them in the tab\'s sidebar in groups named by tag, untagged ones under the tab\'s name, and marks the tab', async () => {
    const page = await readFile(path.join(out, 'api-reference/get-pets/index.html'), 'utf8');
    const sidebar = page.slice(page.indexOf('id="q-sidebar"'), page.indexOf('</nav>', page.indexOf('id="q-sidebar"')));
    const groups = [...sidebar.matchAll(/<p class="q-group-title">(?:<svg.*?<\/svg>)?([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(groups).toEqual(['Pets', 'Stores', 'API reference']);
    expect(sidebar).toContain('<a href="/api-reference/get-pets" aria-current="page">List pets</a>');
    expect(sidebar).not.toContain('>Start<');
    // The tab leads to its first page.
    expect(page).toContain('<a href="/api-reference/get-pets" aria-current="true">API reference</a>');
  });

  it('is a located warning when the file cannot be read, and the rest of the site builds', () => {
    expect(diagnostics).toContainEqual(expect.objectContaining({ rule: 'openapi/unreadable', file: 'docs.json', severity: 'warning', line: 1 }));
  });
});
