import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/layout/document.js';
import { endpointOf } from '../../src/layout/endpoint.js';
import { buildSite, input } from './fixture.js';

const site = buildSite({ navigation: [{ group: 'API', pages: ['create'] }] });
const withBase = buildSite({ navigation: [{ group: 'API', pages: ['create'] }], api: { baseUrl: ['https://api.acme.dev/', 'https://sandbox.acme.dev'], playground: { mode: 'show' } } });

describe('the endpoint line of API pages', () => {
  it('reads hand-written `api` and generated `openapi` front matter', () => {
    expect(endpointOf({ api: 'POST https://api.acme.dev/v1/anvils' }, site.config)).toEqual({ method: 'POST', address: 'https://api.acme.dev/v1/anvils' });
    expect(endpointOf({ openapi: 'get /v1/anvils/{id}' }, site.config)).toEqual({ method: 'GET', address: '/v1/anvils/{id}' });
    expect(endpointOf({ openapi: 'openapi.json DELETE /v1/anvils/{id}' }, site.config)).toEqual({ method: 'DELETE', address: '/v1/anvils/{id}' });
    expect(endpointOf({ title: 'Not an API page' }, site.config)).toBeUndefined();
    expect(endpointOf({ api: 'nonsense' }, site.config)).toBeUndefined();
  });

  it('puts the first base URL in front of a bare path', () => {
    expect(endpointOf({ api: 'PATCH /v1/anvils/1' }, withBase.config)).toEqual({ method: 'PATCH', address: 'https://api.acme.dev/v1/anvils/1' });
  });

  it('shows the method badge and the address under the title', () => {
    const html = renderDocument(input(site, '/create', { frontmatter: { title: 'Create', api: 'POST https://api.acme.dev/v1/anvils' } }));
    expect(html).toMatch(/<h1>Create<\/h1>[\s\S]*<p data-pagefind-weight="7" class="q-endpoint"><span data-method="post" class="q-method">POST<\/span><code data-path="\/v1\/anvils" data-pagefind-index-attrs="data-path">https:\/\/api\.acme\.dev\/v1\/anvils<\/code><\/p>\s*<\/header>/);
    expect(renderDocument(input(site, '/create'))).not.toContain('q-endpoint');
  });
});
