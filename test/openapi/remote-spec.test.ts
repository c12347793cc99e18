import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/* An `openapi` URL: fetched at build time, its external $refs too, and kept for offline builds. */
const root = `openapi: 3.0.3
info: { title: Remote, version: '1' }
servers: [{ url: 'https://api.example.com' }]
paths:
  /things:
    get:
      summary: List things
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: 'schemas.yaml#/Thing' }
`;
const schemas = `Thing:
  type: object
  properties:
    colour: { type: string, description: A colour from the other file. }
`;

let work: string;
let server: Server;
let base: string;
let up = true;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-remote-spec-'));
  server = createServer((request, response) => {
    const body = !up ? undefined : request.url === '/spec/openapi.yaml' ? root : request.url === '/spec/schemas.yaml' ? schemas : undefined;
    response.writeHead(body ? 200 : 503).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

const site = (dir: string, url: string) =>
  writeSite(dir, {
    'docs.json': JSON.stringify({ name: 'Remote', openapi: url, navigation: [{ group: 'API', pages: ['GET /things'] }] }),
  });

describe('a remote spec', () => {
  it('is fetched with the files it $refs, and the page shows their fields', async () => {
    const dir = path.join(work, 'site');
    await site(dir, `${base}/spec/openapi.yaml`);
    const result = await buildSite(dir, { outDir: path.join(work, 'out') });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    const html = await readFile(path.join(work, 'out/get-things/index.html'), 'utf8');
    expect(html).toContain('<h1>List things</h1>');
    expect(html).toContain('A colour from the other file.');
  }, 60_000);

  it('builds from the cached copy when the address cannot be fetched, and says so', async () => {
    up = false;
    const dir = path.join(work, 'site');
    const result = await buildSite(dir, { outDir: path.join(work, 'out-offline') });
    up = true;
    expect(result.ok).toBe(true);
    expect(await readFile(path.join(work, 'out-offline/get-things/index.html'), 'utf8')).toContain('A colour from the other file.');
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ rule: 'openapi/offline', severity: 'warning', message: expect.stringContaining(`${base}/spec/openapi.yaml`) }));
  }, 60_000);

  it('is an error naming the URL when it cannot be fetched and nothing is cached', async () => {
    const dir = path.join(work, 'never');
    const url = `${base}/spec/missing.yaml`;
    await site(dir, url);
    const found = await runChecks(dir);
    expect(found).toContainEqual(expect.objectContaining({ file: url, severity: 'error', rule: 'openapi/unreadable', message: expect.stringContaining(`${url} cannot be fetched`) }));
  }, 60_000);
});
