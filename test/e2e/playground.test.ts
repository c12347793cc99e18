// The "Try it" playground of endpoint pages in a real browser, sending to a real HTTP server this
// test starts on 127.0.0.1 (it allows CORS, as an API must for a static docs site). What the
// server receives is checked: exact credential headers, the chosen base URL and its variable,
// JSON, form and multipart bodies. The sites are written into temporary folders once the API's
// port is known. They are served as `quire serve` serves them, so requests go through its proxy
// (src/playground-server/), which relays to the servers the spec declares; the static-host and
// `disableProxy` tests send straight from the browser.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeInBrowser, describeViolations, eventually, useBuiltSite, type AxeViolation } from './built-docs.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const received: Received[] = [];
let api: Server;
let port = 0;
const root = mkdtempSync(path.join(os.tmpdir(), 'quire-playground-'));
const site = (name: string) => path.join(root, name);

// A 1×1 PNG, for the response shown as an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function startApi(): Promise<void> {
  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // No CORS headers on this path: the browser must refuse to show the answer.
      if (req.url?.startsWith('/live/no-cors')) return res.end('{}');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      if (req.url?.endsWith('/image')) return res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      if (req.url?.endsWith('/binary')) return res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(Buffer.from([0, 1, 2, 3]));
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Request-Id': 'req-42' }).end(JSON.stringify({ ok: true, path: req.url }));
    });
  });
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      port = (api.address() as AddressInfo).port;
      resolve();
    }),
  );
}

function write(name: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site(name), file)), { recursive: true });
    writeFileSync(path.join(site(name), file), text);
  }
}

const spec = (paths: string) => `openapi: 3.1.0
info: { title: Test API, version: '1' }
servers:
  - url: http://127.0.0.1:${port}/{stage}
    description: Local
    variables:
      stage: { default: live, enum: [live, sandbox] }
  - url: http://127.0.0.1:${port}/second
    description: Second
components:
  securitySchemes:
    Bearer: { type: http, scheme: bearer }
    Basic: { type: http, scheme: basic }
    HeaderKey: { type: apiKey, in: header, name: X-Api-Key }
    QueryKey: { type: apiKey, in: query, name: api_key }
paths:
${paths}`;

const ok = `responses: { '200': { description: OK } }`;

function writeSites(): void {
  write('spec', {
    'docs.json': JSON.stringify({ name: 'Playground', openapi: 'openapi.yaml', navigation: [{ group: 'API', pages: ['GET /bearer/{id}', 'GET /bearer-too', 'GET /basic', 'GET /header-key', 'GET /query-key', 'POST /json', 'POST /form', 'POST /upload', 'GET /image', 'GET /binary', 'GET /no-cors', 'manual'] }] }),
    'openapi.yaml': spec(`  /bearer/{id}:
    get:
      summary: Bearer
      security: [{ Bearer: [] }]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string }, example: abc }
        - { name: color, in: query, schema: { type: string, enum: [red, green] } }
        - { name: X-Trace, in: header, schema: { type: string } }
      ${ok}
  /bearer-too:
    get:
      summary: Bearer too
      security: [{ Bearer: [] }]
      parameters:
        - { name: '<img src=x onerror="window.hacked=1">', in: query, description: 'A hostile name.', schema: { type: string } }
      ${ok}
  /basic: { get: { summary: Basic, security: [{ Basic: [] }], ${ok} } }
  /header-key: { get: { summary: Header key, security: [{ HeaderKey: [] }], ${ok} } }
  /query-key: { get: { summary: Query key, security: [{ QueryKey: [] }], ${ok} } }
  /image: { get: { summary: Image, security: [], ${ok} } }
  /binary: { get: { summary: Binary, security: [], ${ok} } }
  /no-cors: { get: { summary: No CORS, security: [], ${ok} } }
  /json:
    post:
      summary: JSON body
      security: []
      requestBody: { content: { application/json: { example: { name: Anvil, weight: 3 } } } }
      ${ok}
  /form:
    post:
      summary: Form body
      security: []
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { type: object, required: [name], properties: { name: { type: string, default: anvil }, size: { type: string, enum: [small, large] } } }
      ${ok}
  /upload:
    post:
      summary: Upload
      security: []
      requestBody:
        content:
          multipart/form-data:
            schema: { type: object, properties: { title: { type: string }, file: { type: string, format: binary } } }
      ${ok}
`),
    'manual.mdx': `---
title: Manual
api: POST http://127.0.0.1:${port}/live/manual/{id}
authMethod: key
---

<ParamField path="id" type="string" required>The id.</ParamField>
<ParamField query="mode" type="string" enum={["fast", "slow"]}>How.</ParamField>
<ParamField body="title" type="string" default="hello" required>
  The title.
  <Expandable title="nested">
    <ParamField body="inner" type="string">Not a top-level field.</ParamField>
  </Expandable>
</ParamField>
<ParamField body="count" type="integer" default={2}>How many.</ParamField>
`,
  });
  write('config', {
    'docs.json': JSON.stringify({
      name: 'Configured auth',
      openapi: 'openapi.yaml',
      api: { baseUrl: [`http://127.0.0.1:${port}/a`, `http://127.0.0.1:${port}/b`], auth: { method: 'basic', name: 'email:apikey', inputPrefix: 'me@example.com' }, playground: { disableProxy: true } },
      navigation: [{ group: 'API', pages: ['GET /who', 'whoami'] }],
    }),
    'openapi.yaml': spec(`  /who: { get: { summary: Who, security: [{ Bearer: [] }], ${ok} } }\n`),
    'whoami.mdx': `---\ntitle: Who am I\napi: GET /whoami\nauthMethod: bearer\n---\n\nAsks who you are.\n`,
  });
  // Served with `--mock`; its one server has a variable without choices, which the proxy
  // allows at its default only.
  write('mocked', {
    'docs.json': JSON.stringify({ name: 'Mocked', openapi: 'openapi.yaml', navigation: [{ group: 'API', pages: ['POST /anvils'] }] }),
    'openapi.yaml': `openapi: 3.1.0
info: { title: Mocked API, version: '1' }
servers:
  - url: http://127.0.0.1:{port}/v
    variables:
      port: { default: '${port}' }
paths:
  /anvils:
    post:
      summary: Create anvil
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [name], properties: { name: { type: string }, weight: { type: integer } } }
            example: { name: Anvil, weight: 3 }
      responses:
        '201':
          description: Created
          content:
            application/json:
              schema: { type: object, required: [id], properties: { id: { type: string, example: anv_forged }, name: { type: string } } }
`,
  });
  for (const mode of ['simple', 'hide']) {
    write(mode, {
      'docs.json': JSON.stringify({ name: mode, openapi: 'openapi.yaml', api: { playground: { mode } }, navigation: [{ group: 'API', pages: ['GET /basic'] }] }),
      'openapi.yaml': spec(`  /basic: { get: { summary: Basic, security: [{ Basic: [] }], ${ok} } }\n`),
    });
  }
}

describeInBrowser('the API playground', () => {
  // Registered before the fixture's: the sites it builds need the API's port.
  beforeAll(async () => {
    await startApi();
    writeSites();
  });
  afterAll(async () => {
    api?.closeAllConnections();
    await new Promise((resolve) => api?.close(resolve));
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    received.length = 0;
  });

  const fx = useBuiltSite({
    main: { dir: site('spec') },
    extra: { config: { dir: site('config') }, simple: { dir: site('simple') }, hide: { dir: site('hide') }, mocked: { dir: site('mocked'), mock: true } },
  });

  const routeOf = (summary: string, siteName?: string) => {
    const routes = siteName ? fx.extra(siteName).routes : fx.site.routes;
    const slug = summary.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const found = routes.find((route) => route.endsWith(slug));
    if (!found) throw new Error(`no route for ${summary} in ${routes.join(', ')}`);
    return found;
  };

  async function openPlayground(route: string, siteName?: string): Promise<Page> {
    const { page } = await fx.newPage();
    await fx.open(page, route, siteName);
    await page.locator('.q-playground[data-ready]').waitFor();
    return page;
  }

  /** Sends and waits for the API to have received one request, which it returns. */
  async function sendAndReceive(page: Page): Promise<Received> {
    await page.getByRole('button', { name: /^Send / }).click();
    await eventually(async () => received.length, 1, 'the API receives one request');
    await eventually(() => page.locator('.q-playground__summary').innerText().then((text) => /^\d{3} /.test(text)), true, 'the playground shows the status');
    return received[0]!;
  }

  it('sends a bearer token, path, query and header parameters, and shows status, time, headers and body', async () => {
    const page = await openPlayground(routeOf('get-bearer-id'));
    const relayed: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_quire/proxy') relayed.push(request.headers()['x-quire-target']);
    });
    const form = page.locator('.q-playground');
    expect(await form.getByLabel('id').inputValue()).toBe('abc');
    expect(await form.getByLabel('color').evaluate((element) => element.tagName)).toBe('SELECT');
    await form.getByLabel('Bearer token').fill('tok_123');
    await form.getByLabel('color').selectOption('green');
    await form.getByLabel('X-Trace').fill('trace-1');
    await form.getByLabel('id').fill('a b');
    const request = await sendAndReceive(page);
    expect(request.url).toBe('/live/bearer/a%20b?color=green');
    expect(request.headers.authorization).toBe('Bearer tok_123');
    // Served as `quire serve` serves it, the docs server relays the request (its proxy).
    expect(relayed).toEqual([`http://127.0.0.1:${port}/live/bearer/a%20b?color=green`]);
    expect(request.headers['x-trace']).toBe('trace-1');
    const response = page.locator('.q-playground__response');
    expect(await response.locator('.q-playground__summary').innerText()).toMatch(/^201 Created · \d+ ms$/);
    expect(await response.locator('.q-playground__summary .q-status').getAttribute('data-status')).toBe('2');
    expect(await response.locator('.q-playground__headers').textContent()).toContain('req-42');
    expect(await response.locator('.q-playground__body').innerText()).toBe(JSON.stringify({ ok: true, path: '/live/bearer/a%20b?color=green' }, null, 2));
  });

  it('keeps the credential for the session across endpoint pages, and on the device only when asked', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, routeOf('get-bearer-id'));
    await page.getByLabel('Bearer token').fill('shared-token');
    await fx.open(page, routeOf('get-bearer-too'));
    expect(await page.getByLabel('Bearer token').inputValue()).toBe('shared-token');
    // The spec's text is text: a parameter named like markup is shown as written, and runs nothing.
    expect(await page.locator('.q-playground label code').allInnerTexts()).toContain('<img src=x onerror="window.hacked=1">');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':auth:')))).toEqual([]);
    await page.getByLabel('Remember on this device').check();
    expect(await page.evaluate(() => localStorage.getItem('quire-playground:auth:bearer:'))).toBe('["shared-token"]');
    await page.getByLabel('Remember on this device').uncheck();
    expect(await page.evaluate(() => localStorage.getItem('quire-playground:auth:bearer:'))).toBeNull();
  });

  it('sends Basic credentials from the spec, base64 of user:password', async () => {
    const page = await openPlayground(routeOf('get-basic'));
    await page.getByLabel('username').fill('ada');
    await page.getByLabel('password').fill('s3cret:é');
    const request = await sendAndReceive(page);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:s3cret:é').toString('base64')}`);
  });

  it('sends an API key in the header or the query the spec names', async () => {
    let page = await openPlayground(routeOf('get-header-key'));
    await page.getByLabel('X-Api-Key').fill('key-1');
    expect((await sendAndReceive(page)).headers['x-api-key']).toBe('key-1');
    received.length = 0;
    page = await openPlayground(routeOf('get-query-key'));
    await page.getByLabel('api_key').fill('key-2');
    expect((await sendAndReceive(page)).url).toBe('/live/query-key?api_key=key-2');
  });

  it('switches the base URL and a server variable, remembers the choice, and the curl follows', async () => {
    const { page } = await fx.newPage();
    await fx.open(page, routeOf('get-header-key'));
    await page.locator('.q-playground[data-ready]').waitFor();
    await page.getByLabel('stage').selectOption('sandbox');
    await eventually(() => page.locator('.q-playground__curl pre').innerText().then((text) => text.includes(`http://127.0.0.1:${port}/sandbox/header-key`)), true, 'the curl shows the variable');
    expect((await sendAndReceive(page)).url).toBe('/sandbox/header-key');
    received.length = 0;
    await page.getByLabel('Server', { exact: true }).selectOption({ label: `http://127.0.0.1:${port}/second (Second)` });
    expect(await page.getByLabel('stage').count()).toBe(0);
    expect((await sendAndReceive(page)).url).toBe('/second/header-key');
    // Another endpoint page opens on the chosen server.
    received.length = 0;
    await fx.open(page, routeOf('get-image'));
    await page.locator('.q-playground[data-ready]').waitFor();
    expect((await sendAndReceive(page)).url).toBe('/second/image');
    await page.locator('.q-playground__image').waitFor();
    await page.getByLabel('Server', { exact: true }).selectOption({ index: 0 });
  });

  it('sends the JSON body as edited, with its content type, shown in the curl', async () => {
    const page = await openPlayground(routeOf('post-json'));
    const editor = page.getByLabel('application/json');
    expect(JSON.parse(await editor.inputValue())).toEqual({ name: 'Anvil', weight: 3 });
    await editor.fill('{"name":"Edited"}');
    await eventually(() => page.locator('.q-playground__curl pre').innerText().then((text) => text.includes(`--data '{"name":"Edited"}'`)), true);
    const request = await sendAndReceive(page);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe('{"name":"Edited"}');
  });

  it('sends a form body and a multipart body with a file', async () => {
    let page = await openPlayground(routeOf('post-form'));
    expect(await page.getByLabel('name').inputValue()).toBe('anvil');
    await page.getByLabel('size').selectOption('large');
    let request = await sendAndReceive(page);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('name=anvil&size=large');
    received.length = 0;
    page = await openPlayground(routeOf('post-upload'));
    await page.getByLabel('title').fill('Photo');
    await page.getByLabel('file').setInputFiles({ name: 'anvil.txt', mimeType: 'text/plain', buffer: Buffer.from('FILE-CONTENT') });
    await eventually(() => page.locator('.q-playground__curl pre').innerText().then((text) => text.includes(`--form 'file=@anvil.txt'`)), true);
    request = await sendAndReceive(page);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toMatch(/name="title"\r\n\r\nPhoto\r\n/);
    expect(request.body).toMatch(/name="file"; filename="anvil.txt"\r\nContent-Type: text\/plain\r\n\r\nFILE-CONTENT\r\n/);
  });

  it('offers a binary body for download', async () => {
    const page = await openPlayground(routeOf('get-binary'));
    await sendAndReceive(page);
    const link = page.getByRole('link', { name: 'Download the response' });
    expect(await link.getAttribute('download')).toBe('response');
    expect(await page.locator('.q-playground__output').innerText()).toContain('application/octet-stream body of 4 bytes');
  });

  it('on a static host (no /_quire/api), sends from the browser, and explains an answer the browser withholds (CORS) in words', async () => {
    const { page } = await fx.newPage();
    await page.route('**/_quire/api', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await fx.open(page, routeOf('get-no-cors'));
    await page.locator('.q-playground[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Send GET' }).click();
    await eventually(() => page.locator('.q-playground__error').count(), 1);
    expect(await page.locator('.q-playground__error').innerText()).toMatch(/Access-Control-Allow-Origin.*curl command/s);
  });

  it('builds the form of a hand-written api: page from its ParamFields, with its authMethod', async () => {
    const page = await openPlayground('/manual');
    const playground = page.locator('.q-playground');
    expect(await playground.getByLabel('inner').count()).toBe(0);
    expect(await playground.getByLabel('mode').evaluate((element) => [...(element as HTMLSelectElement).options].map((o) => o.value))).toEqual(['', 'fast', 'slow']);
    expect(JSON.parse(await playground.getByLabel('application/json').inputValue())).toEqual({ title: 'hello', count: 2 });
    await playground.getByLabel('id').fill('m1');
    await playground.getByLabel('mode').selectOption('fast');
    await playground.getByLabel('X-API-Key').fill('k');
    const request = await sendAndReceive(page);
    expect(request.url).toBe('/live/manual/m1?mode=fast');
    expect(request.headers['x-api-key']).toBe('k');
    expect(JSON.parse(request.body)).toEqual({ title: 'hello', count: 2 });
  });

  it('uses api.auth: basic inputs labelled from its name, inputPrefix, api.baseUrl, and a page\'s authMethod; disableProxy sends from the browser', async () => {
    let { page } = await fx.newPage();
    // The docs server offers its proxy, which disableProxy declines.
    await page.route('**/_quire/api', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ proxy: true, mock: false }) }));
    await page.route('**/_quire/proxy', (route) => route.fulfill({ status: 500, body: 'the proxy was used' }));
    await fx.open(page, routeOf('get-who', 'config'), 'config');
    await page.locator('.q-playground[data-ready]').waitFor();
    expect(await page.getByLabel('email').inputValue()).toBe('me@example.com');
    await page.getByLabel('apikey').fill('k9');
    await page.getByLabel('Server', { exact: true }).selectOption(`http://127.0.0.1:${port}/b`);
    const request = await sendAndReceive(page);
    expect(request.url).toBe('/b/who');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('me@example.com:k9').toString('base64')}`);
    received.length = 0;
    page = await openPlayground('/whoami', 'config');
    expect(await page.getByLabel('Bearer token').inputValue()).toBe('me@example.com');
    await page.getByLabel('Bearer token').fill('sk_live');
    expect((await sendAndReceive(page)).headers.authorization).toBe('Bearer sk_live');
  });

  it('simple mode shows the method and URL with a copy button and no form; hide shows nothing; neither loads the code', async () => {
    const { page } = await fx.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await fx.open(page, fx.extra('simple').routes.find((route) => route.includes('basic'))!, 'simple');
    const simple = page.locator('.q-playground--simple');
    expect(await simple.locator('.q-method').innerText()).toBe('GET');
    expect(await simple.locator('code').innerText()).toBe(`http://127.0.0.1:${port}/live/basic`);
    expect(await simple.getByRole('button', { name: "Copy the endpoint's URL" }).isVisible()).toBe(true);
    expect(await page.locator('.q-playground form, .q-playground input').count()).toBe(0);
    await fx.open(page, fx.extra('hide').routes.find((route) => route.includes('basic'))!, 'hide');
    expect(await page.locator('.q-playground').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((pathname) => pathname.includes('playground'))).toEqual([]);
  });

  it('goes through the docs server\'s proxy when it offers one, shows its errors, and offers its mock server', async () => {
    const { page } = await fx.newPage();
    const proxied: { target?: string; auth?: string }[] = [];
    await page.route('**/_quire/api', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ proxy: true, mock: true, mockBaseUrl: '/_quire/mock' }) }));
    await page.route('**/_quire/proxy', (route) => {
      const headers = route.request().headers();
      proxied.push({ target: headers['x-quire-target'], auth: headers.authorization });
      return proxied.length === 1
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"relayed":true}' })
        : route.fulfill({ status: 403, headers: { 'x-quire-proxy-error': '1' }, contentType: 'application/json', body: '{"error":"127.0.0.2 is not a server this site declares"}' });
    });
    await page.route('**/_quire/mock/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"mocked":true}' }));
    await fx.open(page, routeOf('get-bearer-too'));
    await page.locator('.q-playground[data-ready]').waitFor();
    await page.getByLabel('Bearer token').fill('via-proxy');
    await page.getByRole('button', { name: 'Send GET' }).click();
    await eventually(() => page.locator('.q-playground__body').innerText().then((text) => text.includes('relayed')), true);
    expect(proxied[0]).toEqual({ target: `http://127.0.0.1:${port}/live/bearer-too`, auth: 'Bearer via-proxy' });
    await page.getByRole('button', { name: 'Send GET' }).click();
    await eventually(() => page.locator('.q-playground__summary').innerText(), 'The docs server did not relay the request: 127.0.0.2 is not a server this site declares');
    const mock = `${fx.site.url}/_quire/mock`;
    await page.getByLabel('Server', { exact: true }).selectOption(mock);
    await page.getByRole('button', { name: 'Send GET' }).click();
    await eventually(() => page.locator('.q-playground__body').innerText().then((text) => text.includes('mocked')), true);
    expect(proxied.length).toBe(2);
    expect(received).toEqual([]);
  });

  it('through the real docs server: its mock answers and checks the body, and its proxy refuses a port the site does not declare', async () => {
    const page = await openPlayground(routeOf('post-anvils', 'mocked'), 'mocked');
    const send = page.getByRole('button', { name: 'Send POST' });
    // The server's variable edited to the docs server's own port: loopback, not declared.
    await page.getByLabel('port').fill(new URL(fx.extra('mocked').url).port);
    await send.click();
    await eventually(() => page.locator('.q-playground__summary').innerText().then((text) => text.startsWith('The docs server did not relay the request:')), true, 'the proxy refuses');
    expect(received).toEqual([]);

    await page.getByLabel('Server', { exact: true }).selectOption(`${fx.extra('mocked').url}/_quire/mock`);
    await send.click();
    await eventually(() => page.locator('.q-playground__summary').innerText().then((text) => text.startsWith('201')), true, 'the mock answers 201');
    expect(JSON.parse(await page.locator('.q-playground__body').innerText())).toMatchObject({ id: 'anv_forged' });

    await page.getByLabel('application/json').fill('{"weight":"heavy"}');
    await send.click();
    await eventually(() => page.locator('.q-playground__summary').innerText().then((text) => text.startsWith('400')), true, 'the mock refuses the body');
    expect(await page.locator('.q-playground__body').innerText()).toMatch(/name/);
    expect(received).toEqual([]);
  });

  it('is labelled and keyboard usable: axe finds no violations in the playground, and Enter in a field sends', async () => {
    const require = createRequire(import.meta.url);
    await copyFile(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), path.join(fx.site.outDir, '_quire', 'axe-for-playground.js'));
    const page = await openPlayground(routeOf('get-bearer-id'));
    await page.addScriptTag({ url: '/_quire/axe-for-playground.js' });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document.querySelector('.q-playground')!, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'], resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    });
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.getByLabel('Bearer token').focus();
    await page.keyboard.type('typed');
    await page.keyboard.press('Enter');
    await eventually(async () => received.length, 1);
    expect(received[0]!.headers.authorization).toBe('Bearer typed');
  });
});
