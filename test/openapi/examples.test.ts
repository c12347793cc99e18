import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../src/config/schema/api.js';
import { findOperation, type OpenApiDocument } from '../../src/openapi/document.js';
import { loadSpec, type LoadedSpec } from '../../src/openapi/load-spec.js';
import { renderOperation } from '../../src/openapi/render-operation.js';
import { requestExamples } from '../../src/openapi/request-examples.js';
import { writeSite } from '../support/write-site.js';

/* Request examples' credentials for each auth method, languages, and key order, on docs/'s spec. */
const docsSpec = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi/anvils.yaml');
let work: string;
let spec: LoadedSpec;
let document: OpenApiDocument;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-openapi-examples-'));
  await writeSite(work, { 'anvils.yaml': await readFile(docsSpec) });
  spec = await loadSpec(work, 'anvils.yaml');
  document = spec.document;
}, 60_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const api = (more: Partial<Api> = {}): Api => ({ playground: { mode: 'show' }, ...more });
const curl = async (method: string, apiPath: string, settings: Api) => {
  const samples = await requestExamples(document, findOperation(document, method, apiPath)!, [], settings);
  return samples.find((sample) => sample.label === 'cURL')!.code;
};

describe('the credential in request examples', () => {
  it('bearer: Authorization: Bearer <token>, after the input prefix', async () => {
    expect(await curl('GET', '/v1/anvils', api({ auth: { method: 'bearer' } }))).toContain("--header 'Authorization: Bearer <token>'");
    expect(await curl('GET', '/v1/anvils', api({ auth: { method: 'bearer', inputPrefix: 'sk_' } }))).toContain("--header 'Authorization: Bearer sk_<token>'");
  });

  it('basic: an Authorization: Basic header naming the two parts', async () => {
    expect(await curl('GET', '/v1/anvils', api({ auth: { method: 'basic', name: 'account:secret' } }))).toContain("--header 'Authorization: Basic <base64 of account:secret>'");
  });

  it('key: the header named by api.auth.name', async () => {
    expect(await curl('GET', '/v1/anvils', api({ auth: { method: 'key', name: 'X-Anvil-Key' } }))).toContain("--header 'X-Anvil-Key: <api-key>'");
  });

  it('without api.auth: the operation\'s security scheme, and none where security is empty', async () => {
    expect(await curl('GET', '/v1/anvils', api())).toContain("--header 'Authorization: Bearer <token>'");
    expect(await curl('GET', '/v1/workshops/{workshopId}', api())).toContain("--header 'X-Workshop-Key: <api-key>'");
    expect(await curl('GET', '/v1/status', api({ auth: { method: 'bearer' } }))).not.toContain('Authorization');
  });
});

describe('request examples', () => {
  it('follow api.request.example.languages, in its order', async () => {
    const samples = await requestExamples(document, findOperation(document, 'GET', '/v1/anvils')!, [], api({ request: { example: { languages: ['ruby', 'bash', 'node'] } } }));
    expect(samples.map((sample) => sample.label)).toEqual(['Ruby', 'cURL', 'Node.js']);
  });

  it('send a multipart body as form fields, the file as a file', async () => {
    const code = await curl('PUT', '/v1/anvils/{anvilId}/photo', api());
    expect(code).toContain('--form file=@');
    expect(code).toContain('--url https://eu.api.example.com/v1/anvils/{anvilId}/photo');
  });
});

describe('key order', () => {
  const bodyOrder = async (maintainOrder: boolean) => {
    const page = await renderOperation({ bundle: spec.bundleFile, spec: 'anvils.yaml', method: 'POST', path: '/v1/anvils', api: api({ maintainOrder }) });
    const body = page.html.slice(page.html.indexOf('id="body"'), page.html.indexOf('id="responses"'));
    return [...body.matchAll(/id="body-application-json-([a-z]+)"/g)].map((match) => match[1]);
  };

  it('puts required fields first by default', async () => {
    expect(await bodyOrder(false)).toEqual(['name', 'material', 'weightkg', 'serialnumber', 'horn']);
  });

  it('keeps the file\'s order with api.maintainOrder', async () => {
    expect(await bodyOrder(true)).toEqual(['name', 'weightkg', 'material', 'serialnumber', 'horn']);
  });
});

describe('api.paramFields.expanded', () => {
  const openAt = async (expanded: Api['paramFields']) => {
    const page = await renderOperation({ bundle: spec.bundleFile, spec: 'anvils.yaml', method: 'GET', path: '/v1/workshops/{workshopId}', api: api({ paramFields: expanded }) });
    return [...page.html.matchAll(/<details class="q-expandable"( open)?/g)].map((match) => !!match[1]);
  };

  it('starts nested fields folded by default and with none, open with topLevel and all', async () => {
    // The workshop's smiths fold their properties; a smith's apprentices are the recursion back.
    expect(await openAt(undefined)).toEqual([false]);
    expect(await openAt({ expanded: 'none' })).toEqual([false]);
    expect(await openAt({ expanded: 'topLevel' })).toEqual([true]);
    expect(await openAt({ expanded: 'all' })).toEqual([true]);
  });
});

