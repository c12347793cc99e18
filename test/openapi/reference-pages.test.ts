import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/* Endpoint pages from OpenAPI, every way Mintlify makes them, from docs/'s own example spec. */
const docsSpec = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi/anvils.yaml');

const hostile = `openapi: 3.0.3
info: { title: Hostile, version: '1' }
paths:
  /evil:
    get:
      summary: Evil
      description: "Hello <script>alert(1)</script> and [a link](javascript:alert(2)) and <img src=x onerror=alert(3)>"
      responses: { '200': { description: OK } }
`;

let work: string;
let site: string;
let out: string;
let diagnostics: Diagnostic[];
const page = (route: string) => readFile(path.join(out, route, 'index.html'), 'utf8');

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-openapi-pages-'));
  site = path.join(work, 'site');
  out = path.join(work, 'out');
  await writeSite(site, {
    'docs.json': JSON.stringify({
      name: 'Anvils',
      openapi: ['openapi/anvils.yaml', 'hostile.yaml'],
      api: { auth: { method: 'bearer' } },
      tabs: [{ name: 'API reference', url: 'api-reference', openapi: 'openapi/anvils.yaml' }],
      navigation: [{ group: 'Start', pages: ['index', 'create', 'GET /v1/status', 'hostile.yaml GET /evil', 'handwritten'] }],
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    // Mintlify pages write a trailing slash that the spec's path does not have.
    'create.mdx': '---\ntitle: Make one\nopenapi: post /v1/anvils/\n---\n\nOur own words first.\n',
    'handwritten.mdx': '---\ntitle: By hand\napi: "POST https://api.example.com/v1/x"\n---\n\n<ParamField body="name" type="string">The name.</ParamField>\n\n<RequestExample>\n\n```bash cURL\ncurl -X POST https://api.example.com/v1/x\n```\n\n</RequestExample>\n',
    'hostile.yaml': hostile,
  });
  await writeSite(site, { 'openapi/anvils.yaml': await readFile(docsSpec) });
  const result = await buildSite(site, { outDir: out });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  diagnostics = result.diagnostics;
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('pages generated for a tab', () => {
  it('has a page per operation and webhook, grouped by tag in the sidebar', async () => {
    const html = await page('api-reference/get-v1-anvils');
    const sidebar = html.slice(html.indexOf('id="q-sidebar"'), html.indexOf('</nav>', html.indexOf('id="q-sidebar"')));
    const groups = [...sidebar.matchAll(/<p class="q-group-title">(?:<svg.*?<\/svg>)?([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(groups).toEqual(['Anvils', 'Workshops', 'API reference', 'Webhooks']);
    expect(await page('api-reference/webhook-anvilforged')).toContain('Anvil forged');
  });

  it('shows method, server with its variable default, parameters with constraints, and responses', async () => {
    const html = await page('api-reference/get-v1-anvils');
    expect(html).toContain('<span data-method="get" class="q-method">GET</span><code data-path="/v1/anvils" data-pagefind-index-attrs="data-path">https://eu.api.example.com/v1/anvils</code>');
    expect(html).toContain('<h2 id="query-parameters">Query parameters</h2>');
    expect(html).toMatch(/<code class="q-field__name">limit<\/code><span class="q-field__type">integer<\/span>/);
    expect(html).toMatch(/min <code>1<\/code>.*max <code>100<\/code>/s);
    expect(html).toMatch(/one of <code>steel<\/code>, <code>iron<\/code>, <code>bronze<\/code>/);
    expect(html).toMatch(/data-status="2"[^>]*>200<\/span>/);
    expect(html).toContain('Whether another page follows.');
  });

  it('hides readOnly fields from requests and writeOnly fields from responses', async () => {
    const html = await page('api-reference/post-v1-anvils');
    const body = html.slice(html.indexOf('id="body"'), html.indexOf('id="responses"'));
    const responses = html.slice(html.indexOf('id="responses"'));
    expect(body).toContain('>serialNumber<');
    expect(body).not.toContain('>createdAt<');
    expect(responses).toContain('>createdAt<');
    expect(responses).not.toContain('>serialNumber<');
  });

  it('lists required fields first, unless api.maintainOrder keeps the file\'s order', async () => {
    const html = await page('api-reference/post-v1-anvils');
    const body = html.slice(html.indexOf('id="body"'), html.indexOf('id="responses"'));
    const at = (name: string) => body.indexOf(`id="body-application-json-${name}"`);
    for (const name of ['name', 'material', 'weightkg', 'serialnumber', 'horn']) expect(at(name), name).toBeGreaterThan(0);
    expect(at('name')).toBeLessThan(at('material'));
    expect(at('material')).toBeLessThan(at('weightkg'));
    expect(at('weightkg')).toBeLessThan(at('serialnumber'));
  });

  it('shows a oneOf with a discriminator as a choice of named variants', async () => {
    const html = await page('api-reference/post-v1-anvils');
    expect(html).toContain('One of, chosen by <code>shape</code>');
    expect(html).toContain('data-tab-title="round"');
    expect(html).toContain('data-tab-title="square"');
  });

  it('merges allOf and renders a recursive schema as a named link back', async () => {
    const html = await page('api-reference/get-v1-workshops-workshopid');
    expect(html).toMatch(/id="response-200-application-json-id"/);
    expect(html).toMatch(/id="response-200-application-json-smiths"/);
    expect(html.match(/recursive: <a href="([^"]+)"><code>([^<]+)<\/code><\/a>/)?.slice(1)).toEqual(['#response-200-application-json-smiths', 'Smith']);
  });

  it('shows authentication: the site\'s bearer method, no auth where security is empty', async () => {
    const html = await page('api-reference/get-v1-anvils');
    expect(html).toContain('<h2 id="authorizations">Authorizations</h2>');
    expect(html).toContain("'Authorization: Bearer &#x3C;token>'");
    const open = await page('api-reference/get-v1-status');
    expect(open).not.toContain('id="authorizations"');
    expect(open).not.toContain('Authorization: Bearer');
  });

  it('puts x-codeSamples first, then curl, Python, JavaScript, Go, Java, PHP and Ruby', async () => {
    const html = await page('api-reference/get-v1-anvils-anvilid');
    const request = html.slice(html.indexOf('aria-label="Request example"'), html.indexOf('aria-label="Response example"'));
    const titles = [...request.matchAll(/<figure data-tab-title="([^"]+)"/g)].map((match) => match[1]);
    expect(titles).toEqual(['Python SDK', 'cURL', 'JavaScript', 'Go', 'Java', 'PHP', 'Ruby']);
  });

  it('uses the spec\'s response example, else one generated from the schema', async () => {
    expect(await page('api-reference/get-v1-anvils-anvilid')).toContain('Old Faithful');
    const created = await page('api-reference/post-v1-anvils');
    const response = created.slice(created.indexOf('aria-label="Response example"'));
    expect(response).toMatch(/data-tab-title="201"/);
    expect(response).toContain('anv_8f2k1');
  });

  it('sets the examples in a column beside the fields, with no table of contents', async () => {
    const html = await page('api-reference/get-v1-anvils');
    expect(html).toMatch(/<article[^>]* class="q-article q-article--api"[ >]/);
    expect(html).toMatch(/<aside aria-label="Examples"[^>]*class="q-api-examples">.*aria-label="Request example"/s);
    expect(html).not.toContain('class="q-toc"');
    expect(html).toContain('data-q-playground');
  });

  it('marks deprecated operations', async () => {
    expect(await page('api-reference/delete-v1-anvils-anvilid')).toContain('This endpoint is deprecated');
  });
});

describe('other ways of making endpoint pages', () => {
  it('openapi front matter: the page\'s own content, then the operation, matching a trailing slash', async () => {
    const html = await page('create');
    expect(html).toContain('<h1>Make one</h1>');
    expect(html.indexOf('Our own words first.')).toBeLessThan(html.indexOf('id="body"'));
    expect(html).toContain('<code data-path="/v1/anvils" data-pagefind-index-attrs="data-path">https://eu.api.example.com/v1/anvils</code>');
  });

  it('a navigation entry naming an operation', async () => {
    expect(await page('get-v1-status')).toContain('<h1>Check the service</h1>');
  });

  it('a hand-written api page gets the same examples column', async () => {
    const html = await page('handwritten');
    expect(html).toMatch(/<article[^>]* class="q-article q-article--api"[ >]/);
    expect(html).toContain('<code data-path="/v1/x" data-pagefind-index-attrs="data-path">https://api.example.com/v1/x</code>');
  });

  it('renders a hostile description inert', async () => {
    const html = await page('get-evil');
    const content = html.slice(html.indexOf('q-content'));
    expect(content).not.toContain('<script>alert(1)');
    expect(content).not.toContain('javascript:');
    expect(content).not.toContain('onerror');
    expect(content).toContain('a link');
  });

  it('builds without warnings', () => {
    expect(diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });
});

describe('mistakes', () => {
  it('a page naming a missing operation is an error at its front-matter line, with a did-you-mean', async () => {
    const broken = path.join(work, 'broken');
    await writeSite(broken, {
      'docs.json': JSON.stringify({ name: 'Broken', openapi: 'openapi.yaml', navigation: [{ group: 'Start', pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\ndescription: A page.\nopenapi: GET /v1/anvil/{anvilId}\n---\n\nHome.\n',
    });
    await copyFile(docsSpec, path.join(broken, 'openapi.yaml'));
    const found = await runChecks(broken);
    expect(found).toContainEqual(expect.objectContaining({ file: 'index.mdx', line: 4, column: 1, severity: 'error', rule: 'page/missing-operation', hint: 'Did you mean "GET /v1/anvils/{anvilId}"?' }));
    // The build makes the page as written, and says why it has no reference.
    const built = await buildSite(broken, { outDir: path.join(work, 'broken-out') });
    expect(built.ok).toBe(true);
    expect(built.diagnostics).toContainEqual(expect.objectContaining({ rule: 'page/missing-operation', severity: 'warning' }));
  }, 60_000);

  it('a $ref that does not resolve is located by file, pointer and line, and costs only what uses it', async () => {
    const broken = path.join(work, 'dangling');
    await writeSite(broken, {
      'docs.json': JSON.stringify({ name: 'Dangling', openapi: 'openapi.yaml', navigation: [{ group: 'Start', pages: ['GET /a', 'GET /b'] }] }),
      'openapi.yaml': "openapi: 3.0.3\ninfo: { title: D, version: '1' }\npaths:\n  /a:\n    get:\n      summary: A\n      responses:\n        '200':\n          $ref: '#/components/responses/Nowhere'\n  /b:\n    get:\n      summary: B\n      responses: { '200': { description: OK } }\n",
    });
    const found = await runChecks(broken);
    expect(found).toContainEqual(expect.objectContaining({ file: 'openapi.yaml', line: 9, rule: 'openapi/unresolved-ref', message: expect.stringContaining('#/paths/~1a/get/responses/200/$ref') }));
    const built = await buildSite(broken, { outDir: path.join(work, 'dangling-out') });
    expect(built.ok).toBe(true);
    expect(await readFile(path.join(work, 'dangling-out/get-b/index.html'), 'utf8')).toContain('<h1>B</h1>');
  }, 60_000);
});
