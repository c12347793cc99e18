import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { BUILD_CHECKS_ONLY } from '../check/site.js';
import { versionOf } from '../../src/dev/decorate.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { buildSite } from '../../src/publish/build-site.js';
import { listenForReload } from '../support/reload-listener.js';
import { positionOf } from '../config/position.js';

/*
 * Pages that are not files: a navigation entry such as "GET /pets/{petId}" makes a page from that
 * operation of the site's OpenAPI file. It goes through the same pipeline as a file page: built,
 * cached under its own identity, re-rendered in `quire dev` when the OpenAPI file changes.
 */
const spec = (summary: string) => `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets/{petId}:
    parameters:
      - $ref: '#/components/parameters/PetId'
    get:
      summary: ${summary}
      description: "Returns one pet. <script>alert(1)</script>"
      parameters:
        - { name: fields, in: query, description: Which fields to return, schema: { type: string } }
      responses:
        '200': { description: The pet }
        '404': { description: No such pet }
  /pets:
    post:
      summary: Add a pet
      responses:
        '201': { description: Created }
components:
  parameters:
    PetId: { name: petId, in: path, required: true, description: The pet's id, schema: { type: integer } }
`;

const config = JSON.stringify({ name: 'Pets', openapi: 'openapi.yaml', navigation: [{ group: 'API', pages: ['index', 'GET /pets/{petId}', 'openapi.yaml POST /pets', 'GET /pets/{id}'] }] }, null, 2);

let work: string;
let site: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-generated-'));
  site = path.join(work, 'site');
  await mkdir(site);
  await writeFile(path.join(site, 'docs.json'), config);
  await writeFile(path.join(site, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  await writeFile(path.join(site, 'openapi.yaml'), spec('Find a pet'));
  await writeFile(path.join(site, '.quirerc.json'), BUILD_CHECKS_ONLY);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a page generated from an API operation', () => {
  it('is built at its own address, titled by its summary, with its parameters and responses; the spec text stays inert', async () => {
    const out = path.join(work, 'out');
    const result = await buildSite(site, { outDir: out });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    const html = await readFile(path.join(out, 'get-pets-petid/index.html'), 'utf8');
    expect(html).toContain('<title>Find a pet - Pets</title>');
    // No server in the spec and no api.baseUrl: a placeholder host, never a bare path.
    expect(html).toMatch(/<p data-pagefind-weight="7" class="q-endpoint"><span data-method="get" class="q-method">GET<\/span><code[^>]*>https:\/\/api\.example\.com\/pets\/\{petId\}<\/code>/);
    expect(html).toMatch(/<code class="q-field__name">petId<\/code><span class="q-field__type">integer<\/span><span class="q-field__location">path<\/span><span class="q-badge q-badge--required">required<\/span>/);
    expect(html).toMatch(/<code class="q-field__name">fields<\/code>.*?<span class="q-field__location">query<\/span>/);
    expect(html).toContain('<h2 id="responses">Responses</h2>');
    expect(html).toContain('No such pet');
    expect(html).not.toContain('<script>alert(1)');
    // The description is Markdown with its HTML left out.
    expect(html).toMatch(/<div class="q-spec-text"><p>Returns one pet. ?<\/p><\/div>/);
    // In the sidebar under its summary, on every page.
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toMatch(/href="\/get-pets-petid"[^>]*>.*?Find a pet/s);
    expect(await readFile(path.join(out, 'post-pets/index.html'), 'utf8')).toContain('<title>Add a pet - Pets</title>');
  });

  it('names an operation the spec lacks at its entry in docs.json, with the one it probably meant', async () => {
    const out = path.join(work, 'out-warn');
    const warning = (await buildSite(site, { outDir: out })).diagnostics.find((d) => d.rule === 'nav/missing-operation');
    expect(warning).toMatchObject({ file: 'docs.json', severity: 'warning', ...positionOf(config, '"GET /pets/{id}"'), hint: 'Did you mean "GET /pets/{petId}"?' });
    const errors = (await runChecks(site)).filter((d) => d.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ rule: 'nav/missing-operation', ...positionOf(config, '"GET /pets/{id}"') })]);
  });

  it('is cached under its own identity by the built CLI, and rendered again once the OpenAPI file changes', async () => {
    const quire = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
    const cache = path.join(work, 'cache');
    const build = (out: string) => promisify(execFile)(process.execPath, [quire, 'build', site, '--out', path.join(work, out)], { env: { ...process.env, QUIRE_CACHE_DIR: cache } });
    const entry = async () => {
      const id = 'openapi.yaml#GET /pets/{petId}';
      const name = `${createHash('sha1').update(id).digest('hex')}.json.br`;
      const [found] = (await readdir(cache, { recursive: true })).filter((file) => file.endsWith(name));
      return found && (await stat(path.join(cache, found))).mtimeMs;
    };
    await build('cached-1');
    const stored = await entry();
    expect(stored).toBeDefined();
    await build('cached-2');
    expect(await entry()).toBe(stored);
    expect(await readFile(path.join(work, 'cached-2/get-pets-petid/index.html'), 'utf8')).toBe(await readFile(path.join(work, 'cached-1/get-pets-petid/index.html'), 'utf8'));
    await writeFile(path.join(site, 'openapi.yaml'), spec('Fetch a pet'));
    try {
      await build('cached-3');
      expect(await readFile(path.join(work, 'cached-3/get-pets-petid/index.html'), 'utf8')).toContain('<title>Fetch a pet - Pets</title>');
    } finally {
      await writeFile(path.join(site, 'openapi.yaml'), spec('Find a pet'));
    }
  });

  it('reloads in quire dev when its OpenAPI file changes', async () => {
    const server = await startDevServer({ dir: site, source: threadedSource(), host: '127.0.0.1', port: 0 });
    try {
      await server.watching;
      const first = await (await fetch(new URL('/get-pets-petid', server.url))).text();
      expect(first).toContain('<title>Find a pet - Pets</title>');
      const tab = listenForReload(server.url, '/get-pets-petid', versionOf(first) ?? '');
      await tab.ready;
      await writeFile(path.join(site, 'openapi.yaml'), spec('Fetch a pet'));
      await tab.nextReload();
      tab.close();
      expect(await (await fetch(new URL('/get-pets-petid', server.url))).text()).toContain('<title>Fetch a pet - Pets</title>');
    } finally {
      await server.close();
      await writeFile(path.join(site, 'openapi.yaml'), spec('Find a pet'));
    }
  });
});
