// What endpoint pages server-render for the "Try it" playground: the data beside its mount point
// (parameters, bodies, auth, servers), the `simple` and `hide` modes, and a hand-written `api:`
// page's playground. The browser side is test/e2e/playground.test.ts.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ParamField } from '../../src/components/fields.js';
import type { PlaygroundData } from '../../src/components/playground-data.js';
import { Playground, scriptJson } from '../../src/components/playground.js';
import { apiSchema, type Api } from '../../src/config/schema/api.js';
import { htmlToMarkdown } from '../../src/content/html-to-markdown.js';
import { pagePlayground } from '../../src/layout/endpoint.js';
import { findOperation, type OpenApiDocument, type Parameter } from '../../src/openapi/document.js';
import { playgroundData, withAuthMethod } from '../../src/openapi/playground-data.js';
import { buildSite } from '../layout/fixture.js';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [
    { url: 'https://{region}.api.example.com/v1', description: 'Production', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } },
    { url: '/relative' },
  ],
  security: [{ Key: [] }],
  components: {
    securitySchemes: { Key: { type: 'apiKey', in: 'query', name: 'api_key' }, Basic: { type: 'http', scheme: 'basic' } },
    schemas: { Size: { type: 'string', enum: ['small', 'large'] } },
  },
  paths: {
    '/anvils/{id}': {
      parameters: [{ name: 'id', in: 'path', schema: { type: 'string' }, example: 'anv_1' }],
      post: {
        parameters: [
          { name: 'size', in: 'query', required: true, schema: { $ref: '#/components/schemas/Size' } },
          { name: 'limit', in: 'query', schema: { type: ['integer', 'null'], default: 20 } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': { example: { name: '</script><img src=x onerror=alert(1)>' } },
            'multipart/form-data': {
              schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' }, caption: { type: 'string', default: 'Hi' }, size: { $ref: '#/components/schemas/Size' } } },
            },
            'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } } },
          },
        },
        responses: {},
      },
      get: { security: [], responses: {} },
      put: { security: [{ Basic: [] }], responses: {} },
    },
  },
};

const api = (settings: object = {}): Api => apiSchema.parse(settings);

function dataOf(method: string, settings: object = {}): PlaygroundData {
  const ref = findOperation(document, method, '/anvils/{id}')!;
  const parameters = [...(document.paths!['/anvils/{id}']!.parameters as Parameter[]), ...(ref.operation.parameters ?? [])];
  return playgroundData(document, ref, parameters, ref.operation.requestBody, api(settings));
}

describe('the playground data of an operation', () => {
  it('lists every parameter by place, with type, enum, required and its pre-filled value', () => {
    expect(dataOf('POST').parameters).toEqual([
      { name: 'id', in: 'path', type: 'string', required: true, value: 'anv_1' },
      { name: 'size', in: 'query', type: 'string', required: true, enum: ['small', 'large'], value: 'small' },
      { name: 'limit', in: 'query', type: 'integer', required: false, value: '20' },
      { name: 'X-Trace', in: 'header', type: 'string', required: false },
      { name: 'session', in: 'cookie', type: 'string', required: false },
    ]);
  });

  it('gives each body media type: JSON with its example, form fields with file inputs only in multipart', () => {
    const [json, multipart, form] = dataOf('POST').bodies;
    expect(JSON.parse(json!.example!)).toEqual({ name: '</script><img src=x onerror=alert(1)>' });
    expect(multipart).toEqual({
      mediaType: 'multipart/form-data',
      fields: [
        { name: 'photo', type: 'string', required: true, file: true },
        { name: 'caption', type: 'string', required: false, value: 'Hi' },
        { name: 'size', type: 'string', required: false, enum: ['small', 'large'] },
      ],
    });
    expect(form!.fields![0]!.file).toBeUndefined();
  });

  it('keeps callable servers with their variables, and api.baseUrl replaces them', () => {
    expect(dataOf('POST').servers).toEqual([{ url: 'https://{region}.api.example.com/v1', description: 'Production', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }]);
    expect(dataOf('POST', { baseUrl: ['https://a.example', 'https://b.example'] }).servers).toEqual([{ url: 'https://a.example' }, { url: 'https://b.example' }]);
  });

  it('takes auth from api.auth, else from the spec: a key in the query where the scheme says so, none where security is empty', () => {
    expect(dataOf('POST').auth).toEqual({ method: 'key', name: 'api_key', in: 'query' });
    expect(dataOf('PUT').auth).toEqual({ method: 'basic' });
    expect(dataOf('GET').auth).toBeUndefined();
    expect(dataOf('POST', { auth: { method: 'basic', name: 'email:apikey', inputPrefix: 'me@' } }).auth).toEqual({ method: 'basic', name: 'email:apikey', prefix: 'me@' });
    expect(dataOf('POST', { auth: { method: 'bearer' } }).auth).toEqual({ method: 'bearer' });
    // The site's key named like the spec's scheme goes where the scheme puts it.
    expect(dataOf('POST', { auth: { method: 'key', name: 'api_key' } }).auth).toEqual({ method: 'key', name: 'api_key', in: 'query' });
    expect(dataOf('POST', { auth: { method: 'key', name: 'X-Token' } }).auth).toEqual({ method: 'key', name: 'X-Token', in: 'header' });
  });

  it('lets a page\'s authMethod override the site\'s method, dropping a name meant for another one', () => {
    const site = api({ auth: { method: 'basic', name: 'email:apikey', inputPrefix: 'p' } });
    expect(withAuthMethod(site, 'bearer').auth).toEqual({ method: 'bearer', name: undefined, inputPrefix: 'p' });
    expect(withAuthMethod(site, 'basic').auth).toEqual(site.auth);
    expect(withAuthMethod(site, 'nonsense')).toBe(site);
  });

  it('says whether the proxy is disabled', () => {
    expect(dataOf('POST', { playground: { disableProxy: true } }).disableProxy).toBe(true);
    expect(dataOf('POST').disableProxy).toBeUndefined();
  });
});

describe('the playground markup by mode', () => {
  const data = dataOf('POST');

  it('show: a mount point with the data as JSON that cannot end its script element', () => {
    const html = renderToString(<Playground data={data} mode="show" />);
    expect(html).toMatch(/^<section class="q-playground" data-q-playground="true" aria-label="Try it"[^>]*><script type="application\/json" class="q-playground__data">/);
    expect(html).not.toContain('</script><img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(data);
    expect(scriptJson('<!--\u2028')).toBe('"\\u003c!--\\u2028"');
  });

  it('simple: the method and the full URL with a copy button, nothing to fill in', () => {
    const html = renderToString(<Playground data={data} mode="simple" />);
    expect(html).toContain('<span class="q-method" data-method="post">POST</span><code data-copy-text="true">https://eu.api.example.com/v1/anvils/{id}</code>');
    expect(html).toContain(`aria-label="Copy the endpoint's URL"`);
    expect(html).not.toMatch(/data-q-playground|<input|<script/);
  });

  it('leaves the Markdown twin: neither its data nor its copy of the endpoint line are text of the page', () => {
    for (const mode of ['show', 'simple'] as const) {
      expect(htmlToMarkdown(`<p>Before.</p>${renderToString(<Playground data={data} mode={mode} />)}<p>After.</p>`).trim()).toBe('Before.\n\nAfter.');
    }
  });

  it('hide: nothing; show with no server to call falls back to simple', () => {
    expect(renderToString(<Playground data={data} mode="hide" />)).toBe('');
    const html = renderToString(<Playground data={{ ...data, servers: [] }} mode="show" />);
    expect(html).toContain('q-playground--simple');
    expect(html).not.toContain('data-q-playground');
  });
});

describe('the playground of a hand-written api: page', () => {
  const json = (html: string) => JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(html)![1]!) as PlaygroundData;

  it('takes the server from an absolute address, the auth from the site or the page\'s authMethod, and its fields from the page', () => {
    const site = buildSite({ navigation: [], api: api({ auth: { method: 'bearer', inputPrefix: 'sk_' } }) });
    expect(json(pagePlayground({ api: 'POST https://api.acme.dev/v1/anvils/{id}' }, site.config))).toEqual({
      method: 'POST',
      path: '/v1/anvils/{id}',
      servers: [{ url: 'https://api.acme.dev' }],
      parameters: [],
      bodies: [],
      auth: { method: 'bearer', prefix: 'sk_' },
      fieldsFromPage: true,
    });
    expect(json(pagePlayground({ api: 'GET https://api.acme.dev/v1/x', authMethod: 'key' }, site.config)).auth).toEqual({ method: 'key', name: 'X-API-Key', in: 'header', prefix: 'sk_' });
  });

  it('offers api.baseUrl for a bare path, and is simple without one', () => {
    const withBase = buildSite({ navigation: [], api: api({ baseUrl: ['https://a.example', 'https://b.example'] }) });
    expect(json(pagePlayground({ api: 'GET /v1/x' }, withBase.config)).servers).toEqual([{ url: 'https://a.example' }, { url: 'https://b.example' }]);
    const without = buildSite({ navigation: [] });
    expect(pagePlayground({ api: 'GET /v1/x' }, without.config)).toContain('q-playground--simple');
    expect(pagePlayground({ title: 'Not an endpoint' }, without.config)).toBe('');
  });

  it('reads the ParamFields the page declares from their data attributes', () => {
    const html = renderToString(
      <ParamField query="mode" type="string" required enum={['fast', 'slow']} default="fast">
        How.
      </ParamField>,
    );
    expect(html).toContain('data-q-in="query" data-q-name="mode" data-q-type="string" data-q-required data-q-default="fast" data-q-enum="[&quot;fast&quot;,&quot;slow&quot;]"');
    expect(renderToString(<ParamField body="count" type="integer" default={2} />)).toContain('data-q-default="2"');
  });
});
