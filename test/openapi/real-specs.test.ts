import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation, operations } from '../../src/openapi/document.js';
import { loadSpec, type LoadedSpec } from '../../src/openapi/load-spec.js';
import { htmlToMarkdown } from '../../src/content/html-to-markdown.js';
import { renderOperation } from '../../src/openapi/render-operation.js';

/* Every real spec of ../shared/openapi loads, and samples of its operations render right. */
const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/openapi');
const present = existsSync(shared);
if (!present) console.warn(`Skipped: the real OpenAPI specs (${shared}) are not here.`);

const SPECS = [
  'github/api.github.com.json',
  'stripe/spec3.yaml',
  'okta/management-minimal.yaml',
  'digitalocean/specification/DigitalOcean-public.v2.yaml',
  'plaid/2020-09-14.yml',
  'asana/asana_oas.yaml',
  'twilio/twilio_api_v2010.yaml',
  'box/openapi.json',
  'discord/openapi.json',
  'redoc-demo/big-openapi.json',
  'okta/oauth-minimal.yaml',
  'redoc-demo/openapi-3-1.yaml',
  'redoc-demo/openapi.yaml',
  'redoc-demo/swagger.yaml',
  'redoc-demo/cafe.yaml',
  'museum/openapi.yaml',
  'redocly-openapi-starter/openapi/openapi.yaml',
  'swagger-petstore/openapi-3.0.yaml',
  'swagger-petstore/petstore-3.1-design-first.yaml',
  'swagger-petstore/petstore-swagger-2.0.json',
  'oai-examples/v3.0/uspto.yaml',
  'oai-examples/v3.1/webhook-example.yaml',
  'oai-examples/v2.0/yaml/petstore-separate/spec/swagger.yaml',
];

const api = { playground: { mode: 'show' as const } };
/** Every field open, the file's key order and a bearer token: the other way of writing field trees. */
const openApi = { ...api, maintainOrder: true, paramFields: { expanded: 'all' as const }, auth: { method: 'bearer' as const } };
let root: string;
const loaded = new Map<string, LoadedSpec>();
const render = (name: string, method: string, apiPath: string, settings: typeof api | typeof openApi = api) => {
  const spec = loaded.get(name)!;
  return renderOperation({ bundle: spec.bundleFile, spec: spec.sourcePath, method, path: apiPath, api: settings });
};

beforeAll(async () => {
  if (!present) return;
  // Specs are read inside a site folder: a copy, as a site would hold them.
  root = await mkdtemp(path.join(tmpdir(), 'quire-real-specs-'));
  await cp(shared, root, { recursive: true });
}, 120_000);
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe.skipIf(!present)('real OpenAPI specs', () => {
  it.each(SPECS)('%s loads with its operations', async (name) => {
    const spec = await loadSpec(root, name);
    loaded.set(name, spec);
    expect(operations(spec.document).length).toBeGreaterThan(0);
    const sample = operations(spec.document).filter((_, index, all) => index % Math.ceil(all.length / 8) === 0);
    for (const [index, { method, path: apiPath }] of sample.entries()) {
      const page = await render(name, method, apiPath, index % 2 ? openApi : api);
      // A webhook is called by the API: nothing to try. An operation gets the playground, or with no server to call the simple endpoint line.
      if (method === 'WEBHOOK') expect(page.html).not.toContain('q-playground');
      else expect(page.html).toMatch(/data-q-playground|q-playground--simple/);
      // The twin written from the field trees says what the generic twin of the HTML says (openapi/field-markdown.tsx).
      expect(page.markdown, `${method} ${apiPath}`).toBe(htmlToMarkdown(page.html));
    }
  }, 60_000);

  it('counts the operations the README gives', () => {
    const count = (name: string) => operations(loaded.get(name)!.document).filter((ref) => ref.method !== 'WEBHOOK').length;
    expect(count('github/api.github.com.json')).toBe(771);
    expect(count('stripe/spec3.yaml')).toBe(468);
    expect(count('okta/management-minimal.yaml')).toBe(732);
    expect(count('digitalocean/specification/DigitalOcean-public.v2.yaml')).toBe(659);
  });

  it('GitHub: path and query parameters, a body, and $refs in example values left alone', async () => {
    const page = await render('github/api.github.com.json', 'POST', '/repos/{owner}/{repo}/issues');
    expect(page.html).toContain('<h2 id="path-parameters">Path parameters</h2>');
    expect(page.html).toContain('id="path-owner"');
    expect(page.html).toContain('id="body-application-json-title"');
    expect(page.html).toMatch(/data-status="2"[^>]*>201</);
    expect(loaded.get('github/api.github.com.json')!.diagnostics).toEqual([]);
  });

  it('Stripe: a form body, circular schemas named, and a page of bounded size', async () => {
    const page = await render('stripe/spec3.yaml', 'POST', '/v1/customers');
    expect(page.html).toContain('<code>application/x-www-form-urlencoded</code>');
    expect(page.html).toContain('id="body-application-x-www-form-urlencoded-email"');
    expect(page.html.length).toBeLessThan(1_500_000);
    const upload = await render('stripe/spec3.yaml', 'POST', '/v1/files');
    expect(upload.frontmatter.api).toBe('POST https://files.stripe.com/v1/files');
  });

  it('DigitalOcean: x-codeSamples from other files, and external $refs followed', async () => {
    const page = await render('digitalocean/specification/DigitalOcean-public.v2.yaml', 'GET', '/v2/droplets');
    // Its own Go sample, a $ref to examples/go/droplets_list.yml, replaces the generated Go.
    expect(page.html).toContain('github.com/digitalocean/godo');
    expect([...page.html.matchAll(/data-tab-title="Go"/g)]).toHaveLength(1);
    expect(page.html).toContain('id="query-per-page"');
  });

  it('Okta: the server variable at its default, and a $ref inside an example value left as data', async () => {
    const spec = loaded.get('okta/management-minimal.yaml')!;
    const ref = operations(spec.document).find(({ path: apiPath }) => apiPath === '/api/v1/apps');
    expect(ref).toBeDefined();
    const page = await render('okta/management-minimal.yaml', ref!.method, ref!.path);
    expect(page.frontmatter.api).toBe(`${ref!.method} https://subdomain.okta.com/api/v1/apps`);
    // `example: { LogDeviceObject: { $ref: … } }` is example data, which is not resolved.
    expect(spec.diagnostics.filter((d) => d.message.includes('LogDeviceObject'))).toEqual([]);
  });

  it('Swagger 2.0: converted, with a multipart file upload and schemes/host/basePath as the server', async () => {
    const spec = loaded.get('swagger-petstore/petstore-swagger-2.0.json')!;
    expect(findOperation(spec.document, 'POST', '/pet/{petId}/uploadImage')).toBeDefined();
    const page = await render('swagger-petstore/petstore-swagger-2.0.json', 'POST', '/pet/{petId}/uploadImage');
    expect(page.html).toContain('multipart/form-data');
    expect(page.frontmatter.api).toBe('POST http://petstore.swagger.io/v2/pet/{petId}/uploadImage');
  });

  it('webhooks-only 3.1 documents give webhook pages', async () => {
    const spec = loaded.get('oai-examples/v3.1/webhook-example.yaml')!;
    expect(operations(spec.document).map((ref) => ref.method)).toEqual(['WEBHOOK']);
  });

  it('the starter\'s missing code-sample files are located warnings, not a lost spec', () => {
    const spec = loaded.get('redocly-openapi-starter/openapi/openapi.yaml')!;
    expect(spec.diagnostics).toContainEqual(expect.objectContaining({ rule: 'openapi/unresolved-ref', file: 'redocly-openapi-starter/openapi/paths/menu.yaml', line: expect.any(Number) }));
  });
});
