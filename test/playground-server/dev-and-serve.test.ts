import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { API_MANIFEST_PATH } from '../../src/playground-server/api-manifest.js';
import { buildSite } from '../../src/publish/build-site.js';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { planSite } from '../../src/site/plan.js';
import { writeSite } from '../support/write-site.js';
import { fakeSource } from '../dev/fake-source.js';
import { send, startServer } from './http.js';

/* `/_quire/api`, the proxy and the mock, as `quire dev` and `quire serve` answer them. */

const spec = `openapi: 3.0.3
info: { title: Hello, version: '1' }
paths:
  /hello/{name}:
    get:
      parameters:
        - { name: name, in: path, required: true, schema: { type: string, minLength: 2 } }
      responses:
        '200':
          description: A greeting
          content:
            application/json:
              schema: { type: object, required: [greeting], properties: { greeting: { type: string } } }
              example: { greeting: Hello from the spec }
`;

let work: string;
/** Server URLs end in a slash. */
const at = (server: { url: string }, target: string) => new URL(target, server.url).href;
let upstream: Awaited<ReturnType<typeof startServer>>;

function siteFiles(api: Record<string, unknown>): Record<string, string> {
  return {
    'docs.json': JSON.stringify({ name: 'API Docs', openapi: 'openapi.yaml', api, navigation: [{ group: 'Start', pages: ['index'] }] }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'openapi.yaml': spec,
  };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-playground-servers-'));
  upstream = await startServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('upstream answered'));
});

afterAll(async () => {
  await upstream?.close();
  await rm(work, { recursive: true, force: true });
});

describe('quire dev', () => {
  let server: DevServer;
  beforeAll(async () => {
    const dir = path.join(work, 'dev-site');
    await writeSite(dir, siteFiles({ baseUrl: `${upstream.origin}/v1` }));
    // The real planner (it loads the specs); pages are not asked for here.
    server = await startDevServer({ dir, source: { ...fakeSource(), planSite }, host: '127.0.0.1', port: 0, playground: { mock: true }, onError: () => {} });
  });
  afterAll(async () => server?.close());

  it('says the proxy and the mock are on at /_quire/api', async () => {
    const answer = await send(at(server, '/_quire/api'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ proxy: true, mock: true, mockBaseUrl: '/_quire/mock' });
  });

  it('mocks the operations of the specs the site plans with', async () => {
    const answer = await send(at(server, '/_quire/mock/hello/ada'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ greeting: 'Hello from the spec' });
    const wrong = await send(at(server, '/_quire/mock/hello/a'));
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.text).problems).toEqual(['path parameter `name` must NOT have fewer than 2 characters.']);
  });

  it('relays to the base URL docs.json declares, with any method', async () => {
    const answer = await send(at(server, '/_quire/proxy'), { method: 'PUT', headers: { 'x-quire-target': `${upstream.origin}/v1/things/1` }, body: '{}' });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('upstream answered');
    expect(upstream.received.at(-1)).toMatchObject({ method: 'PUT', url: '/v1/things/1', body: '{}' });
  });
});

describe('quire serve', () => {
  let out: string;
  let running: RunningServer | undefined;
  beforeAll(async () => {
    const dir = path.join(work, 'serve-site');
    out = path.join(work, 'serve-out');
    await writeSite(dir, siteFiles({ baseUrl: `${upstream.origin}/v1`, playground: { disableProxy: true } }));
    const result = await buildSite(dir, { outDir: out });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  }, 60_000);
  afterAll(async () => running?.close());

  it('reads the API the build wrote, and answers /_quire/api, the mock and the proxy from it', async () => {
    const manifest = JSON.parse(await readFile(path.join(out, API_MANIFEST_PATH), 'utf8'));
    expect(manifest.api.playground.disableProxy).toBe(true);
    expect(Object.keys(manifest.documents[0].paths)).toEqual(['/hello/{name}']);
    running = await startStaticServer({ root: out, base: '/docs/', host: '127.0.0.1', port: 0, playground: { mock: true }, onError: () => {} });
    expect(JSON.parse((await send(at(running!, '/_quire/api'))).text)).toEqual({ proxy: false, mock: true, mockBaseUrl: '/_quire/mock' });
    // Under the site's base path as well.
    expect(JSON.parse((await send(at(running!, '/docs/_quire/mock/hello/ada'))).text)).toEqual({ greeting: 'Hello from the spec' });
    const proxied = await send(at(running!, '/_quire/proxy'), { headers: { 'x-quire-target': `${upstream.origin}/v1/x` } });
    expect(proxied.status).toBe(403);
    expect(JSON.parse(proxied.text).error).toContain('disableProxy');
    await running.close();
    running = undefined;
  });

  it('answers /_quire/api without --mock, and for a build without an API', async () => {
    running = await startStaticServer({ root: out, host: '127.0.0.1', port: 0, onError: () => {} });
    expect(JSON.parse((await send(at(running!, '/_quire/api'))).text)).toEqual({ proxy: false, mock: false, mockBaseUrl: '/_quire/mock' });
    await running.close();
    const bare = path.join(work, 'bare-out');
    await writeSite(bare, { 'index.html': '<h1>Home</h1>' });
    running = await startStaticServer({ root: bare, host: '127.0.0.1', port: 0, playground: { mock: true }, onError: () => {} });
    expect(JSON.parse((await send(at(running!, '/_quire/api'))).text)).toEqual({ proxy: true, mock: true, mockBaseUrl: '/_quire/mock' });
    const refused = await send(at(running!, '/_quire/proxy'), { headers: { 'x-quire-target': `${upstream.origin}/v1/x` } });
    expect(refused.status).toBe(403);
    expect(JSON.parse((await send(at(running!, '/_quire/mock/hello/ada'))).text).error).toMatch(/no OpenAPI spec to mock/);
  });
});

describe('the planned site', () => {
  it('lists the bundles of its specs, docs.json\'s first', async () => {
    const dir = path.join(work, 'plan-site');
    await writeSite(dir, siteFiles({}));
    await writeFile(path.join(dir, 'page.mdx'), '---\ntitle: Other\nopenapi: other.yaml GET /x\n---\n');
    await writeFile(path.join(dir, 'other.yaml'), spec.replace('/hello/{name}', '/x'));
    const { site } = await planSite(dir);
    const specs = await Promise.all(site!.specBundles.map(async (file) => Object.keys(JSON.parse(await readFile(file, 'utf8')).paths)));
    expect(specs).toEqual([['/hello/{name}'], ['/x']]);
  });
});
