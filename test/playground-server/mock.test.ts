import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, resolve, type MediaType, type OpenApiDocument, type Parameter, type RequestBody, type Response, type Schema } from '../../src/openapi/document.js';
import { loadSpec } from '../../src/openapi/load-spec.js';
import { exampleValues } from '../../src/openapi/response-examples.js';
import { handlePlaygroundRequest, type PlaygroundOptions } from '../../src/playground-server/playground-routes.js';
import { siteApi, type SiteApi } from '../../src/playground-server/site-api.js';
import { schemaProblems } from '../../src/playground-server/spec-validators.js';
import { send } from './http.js';

/* The mock answers every operation from the site's specs, checks requests, and honours Prefer. */

const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/openapi');
const present = existsSync(shared);
if (!present) console.warn(`Skipped: the real OpenAPI specs (${shared}) are not here.`);
/** Medium-sized (44 operations): a server variable, circular schemas, discriminators, form bodies. */
const REAL_SPEC = 'okta/oauth-minimal.yaml';

const pet = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', minLength: 1 }, tag: { type: 'string', nullable: true } } };
const petsSpec: OpenApiDocument = {
  openapi: '3.0.3',
  paths: {
    '/pets': {
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
          { name: 'X-Request-Id', in: 'header', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'Pets', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } }, example: [{ id: 1, name: 'Rex', tag: null }] } } } },
      },
      post: {
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        responses: { '201': { description: 'Created', headers: { Location: { schema: { type: 'string', example: '/pets/7' } } }, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, '400': { description: 'Bad' } },
      },
    },
    '/pets/{petId}': {
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        responses: {
          '200': { description: 'A pet', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, examples: { rex: { value: { id: 1, name: 'Rex' } } } } } },
          '404': { description: 'Missing', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } } }, example: { message: 'No such pet' } } } },
        },
      },
    },
    '/login': {
      post: {
        requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['username'], properties: { username: { type: 'string' }, remember: { type: 'boolean' }, tries: { type: 'integer' } } } } } },
        responses: { '204': { description: 'Logged in' } },
      },
    },
    '/contradiction': {
      get: {
        responses: {
          '200': { description: 'Example off its schema', content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }, example: { id: 'seven' } } } },
          '201': { description: 'Nothing fits', content: { 'application/json': { schema: { type: 'string', format: 'email', maxLength: 3 }, example: 'not an email' } } },
        },
      },
    },
    '/pets/mine': { get: { responses: { '200': { description: 'Mine', content: { 'application/json': { example: { mine: true } } } } } } },
  },
  components: { schemas: { Pet: pet as Schema } },
};
const secondSpec: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/pets': { get: { responses: { '200': { description: 'Other', content: { 'application/json': { example: ['from the second spec'] } } } } } },
    '/owners': { get: { responses: { '200': { description: 'Owners', content: { 'application/json': { example: [{ name: 'Ada' }] } } } } } },
  },
};

let site: SiteApi;
let options: PlaygroundOptions = { mock: true };
let front: Server;
let base: string;

beforeAll(async () => {
  site = siteApi({}, [petsSpec, secondSpec]);
  front = createServer((req, res) => {
    handlePlaygroundRequest(req, res, async () => site, options).catch((error: unknown) => res.writeHead(500).end(String((error as Error).stack)));
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}/_quire/mock`;
});

afterAll(async () => {
  front?.closeAllConnections();
  await new Promise((done) => front?.close(done));
});

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('the mock, on a small spec', () => {
  it('answers from the example, with CORS headers and the operation it matched', async () => {
    const answer = await send(`${base}/pets?limit=5`, { headers: { 'x-request-id': 'r1', origin: 'https://static.example' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([{ id: 1, name: 'Rex', tag: null }]);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['x-quire-mock-operation']).toBe('GET /pets');
  });

  it('names the parameter that is wrong', async () => {
    const type = await send(`${base}/pets?limit=many`, { headers: { 'x-request-id': 'r1' } });
    expect(type.status).toBe(400);
    expect(type.headers['x-quire-mock-error']).toBe('1');
    expect(type.headers['access-control-allow-origin']).toBe('*');
    expect(json(type.text).error).toBe('The request does not match GET /pets: query parameter `limit` must be integer.');
    const limit = await send(`${base}/pets?limit=500`, { headers: { 'x-request-id': 'r1' } });
    expect(json(limit.text).error).toContain('query parameter `limit` must be <= 100.');
    const header = await send(`${base}/pets`);
    expect(json(header.text).problems).toEqual(['header parameter `X-Request-Id` is required.']);
    const pathParameter = await send(`${base}/pets/rex`);
    expect(json(pathParameter.text).problems).toEqual(['path parameter `petId` must be integer.']);
  });

  it('names the body field that is wrong, and does not ask a request for readOnly fields', async () => {
    const post = (body: string, type = 'application/json') => send(`${base}/pets`, { method: 'POST', headers: { 'content-type': type }, body });
    const missing = await post('{"tag":"good"}');
    expect(missing.status).toBe(400);
    expect(json(missing.text).problems).toEqual(['Body field `name` is required.']);
    const wrong = await post('{"name":"Rex","tag":7}');
    expect(json(wrong.text).problems).toEqual(['Body field `tag` must be string,null.']);
    const broken = await post('{"name":');
    expect(json(broken.text).error).toMatch(/The body is not valid JSON/);
    const absent = await send(`${base}/pets`, { method: 'POST' });
    expect(json(absent.text).problems).toEqual(['The request body is required (application/json).']);
    const otherType = await post('name=Rex', 'application/x-www-form-urlencoded');
    expect((json(otherType.text).problems as string[])[0]).toMatch(/sent as `application\/x-www-form-urlencoded`, and the operation accepts `application\/json`/);
    const created = await post('{"name":"Rex"}');
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe('/pets/7');
    // Generated from the schema, and valid against it: a response carries the readOnly id.
    expect(schemaProblems(petsSpec, petsSpec.components!.schemas!.Pet, JSON.parse(created.text), 'response')).toEqual([]);
    expect(JSON.parse(created.text)).toHaveProperty('id');
  });

  it('checks form-encoded bodies field by field, numbers and booleans read from their text', async () => {
    const login = (body: string) => send(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect((await login('username=ada&remember=true&tries=3')).status).toBe(204);
    expect(json((await login('username=ada&remember=maybe')).text).problems).toEqual(['Body field `remember` must be boolean.']);
    expect(json((await login('remember=true')).text).problems).toEqual(['Body field `username` is required.']);
  });

  it('sends the first body its schema accepts, and warns when none does', async () => {
    const generated = await send(`${base}/contradiction`);
    expect(generated.status).toBe(200);
    expect(JSON.parse(generated.text)).toEqual({ id: 0 });
    expect(generated.headers['x-quire-mock-warning']).toBeUndefined();
    const none = await send(`${base}/contradiction`, { headers: { prefer: 'code=201' } });
    expect(none.status).toBe(201);
    expect(JSON.parse(none.text)).toBe('not an email');
    expect(none.headers['x-quire-mock-warning']).toBe('The example does not match the response schema: the body must NOT have more than 3 characters.');
  });

  it('answers the status Prefer: code= asks for, among those declared', async () => {
    const missing = await send(`${base}/pets/3`, { headers: { prefer: 'code=404' } });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ message: 'No such pet' });
    const found = await send(`${base}/pets/3`);
    expect(found.status).toBe(200);
    expect(JSON.parse(found.text)).toEqual({ id: 1, name: 'Rex' });
    const undeclared = await send(`${base}/pets/3`, { headers: { prefer: 'code=418' } });
    expect(undeclared.status).toBe(400);
    expect(json(undeclared.text).error).toBe('`Prefer: code=418` asks for a status the operation does not declare. It declares 200, 404.');
    const empty = await send(`${base}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', prefer: 'code=400' }, body: '{"name":"Rex"}' });
    expect(empty.status).toBe(400);
    expect(empty.text).toBe('');
  });

  it('prefers a literal path to a template, and the first spec on a clash', async () => {
    expect(JSON.parse((await send(`${base}/pets/mine`)).text)).toEqual({ mine: true });
    // Both specs have GET /pets: the first answers (its parameters are checked).
    expect(JSON.parse((await send(`${base}/pets`, { headers: { 'x-request-id': 'r' } })).text)).toEqual([{ id: 1, name: 'Rex', tag: null }]);
    expect(JSON.parse((await send(`${base}/owners`)).text)).toEqual([{ name: 'Ada' }]);
  });

  it('says when no operation matches, or the method is not one of the path', async () => {
    const unknown = await send(`${base}/cats`);
    expect(unknown.status).toBe(404);
    expect(json(unknown.text).error).toMatch(/^No operation of the site's specs matches GET \/cats\./);
    const method = await send(`${base}/pets/3`, { method: 'DELETE' });
    expect(method.status).toBe(405);
    expect(method.headers.allow).toBe('GET');
  });

  it('answers a CORS preflight, so a page on another origin can call it', async () => {
    const preflight = await send(`${base}/pets`, { method: 'OPTIONS', headers: { origin: 'https://static.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, authorization');
  });

  it('is off without --mock, and says how to turn it on', async () => {
    options = { mock: false };
    try {
      const answer = await send(`${base}/pets`);
      expect(answer.status).toBe(404);
      expect(json(answer.text).error).toContain('--mock');
    } finally {
      options = { mock: true };
    }
  });
});

/** A value the schema accepts, as the playground would send it: an example, else one generated (strings following their pattern). */
function validValue(document: OpenApiDocument, holder: { schema?: Schema; example?: unknown; examples?: MediaType['examples'] }): unknown {
  for (const value of exampleValues(document, holder, 'request')) if (!schemaProblems(document, holder.schema, value, 'request').length) return value;
  let generated: unknown;
  for (const value of exampleValues(document, { schema: holder.schema }, 'request', true, true)) generated = value;
  // Fields the sampler got wrong (it makes "string" of an allOf of an enum and a string) are
  // set to their first enum value, or left out when optional, as a reader would.
  const object = resolve<Schema>(document, holder.schema);
  const required = new Set(object?.required ?? []);
  const enumOf = (schema: Schema | undefined): unknown[] | undefined => {
    const found = resolve<Schema>(document, schema);
    return found?.enum ?? found?.allOf?.map(enumOf).find(Boolean);
  };
  for (let round = 0; round < 10 && generated && typeof generated === 'object'; round++) {
    const wrong = schemaProblems(document, holder.schema, generated, 'request').map((problem) => problem.field.split('.')[0]!).filter(Boolean);
    if (!wrong.length) break;
    for (const field of wrong) {
      const allowed = enumOf(object?.properties?.[field]);
      if (allowed?.length) (generated as Record<string, unknown>)[field] = allowed[0];
      else if (!required.has(field)) delete (generated as Record<string, unknown>)[field];
    }
  }
  return generated;
}

/** Quire's own docs spec: a oneOf with a discriminator, nested deeper than page examples go. */
const docsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs');

describe.each([
  { folder: shared, file: REAL_SPEC, enough: { checked: 30, objects: 10 }, skip: !present },
  { folder: docsFolder, file: 'openapi/anvils.yaml', enough: { checked: 3, objects: 2 }, skip: false },
])('the mock, on every operation of $file', ({ folder, file, enough, skip }) => {
  it.skipIf(skip)('answers each with its first declared 2xx status and a body its response schema accepts', async () => {
    const spec = await loadSpec(folder, file);
    const document = spec.document;
    const kept = site;
    site = siteApi({}, [document]);
    let checked = 0;
    let objects = 0;
    try {
      for (const ref of operations(document).filter((op) => op.method !== 'WEBHOOK')) {
        const label = `${ref.method} ${ref.path}`;
        const parameters = [...(document.paths?.[ref.path]?.parameters ?? []), ...(ref.operation.parameters ?? [])].map((raw) => resolve<Parameter>(document, raw)!);
        let target = ref.path;
        const query = new URLSearchParams();
        const headers: Record<string, string> = {};
        for (const parameter of parameters) {
          if (parameter.in !== 'path' && !parameter.required) continue;
          const value = validValue(document, parameter);
          const text = Array.isArray(value) ? value.join(',') : String(value);
          if (parameter.in === 'path') target = target.replace(`{${parameter.name}}`, encodeURIComponent(text));
          else if (parameter.in === 'query') query.set(parameter.name!, text);
          else if (parameter.in === 'header') headers[parameter.name!.toLowerCase()] = text;
        }
        let body: string | undefined;
        const requestBody = resolve<RequestBody>(document, ref.operation.requestBody);
        const [type, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
        if (type && media) {
          const value = validValue(document, media);
          headers['content-type'] = type;
          body = /json/.test(type) ? JSON.stringify(value) : new URLSearchParams(Object.entries(value as object).flatMap(([name, v]) => [v].flat().map((item) => [name, String(item)]))).toString();
        }
        const answer = await send(`${base}${target}${query.size ? `?${query}` : ''}`, { method: ref.method, headers, body });
        const responses = ref.operation.responses ?? {};
        // The first 2xx; an operation declaring none (a browser redirect, answered 429 at worst) gets its first response.
        const keys = Object.keys(responses);
        const first = keys.find((key) => /^2/.test(key)) ?? keys.find((key) => key === 'default') ?? keys[0]!;
        expect(answer.status, `${label}: ${answer.text}`).toBe(/^\d{3}$/.test(first) ? Number(first) : 200);
        expect(answer.headers['x-quire-mock-error'], label).toBeUndefined();
        expect(answer.headers['x-quire-mock-warning'], label).toBeUndefined();
        const response = resolve<Response>(document, responses[first]);
        const schema = response?.content?.['application/json']?.schema;
        if (!schema) continue;
        const received = JSON.parse(answer.text) as unknown;
        expect(schemaProblems(document, schema, received, 'response'), label).toEqual([]);
        checked++;
        // The check can fail: a number is not what an object schema accepts.
        if (resolve<Schema>(document, schema)?.type === 'object') {
          expect(schemaProblems(document, schema, 12345, 'response'), label).not.toEqual([]);
          objects++;
        }
      }
    } finally {
      site = kept;
    }
    expect(checked).toBeGreaterThan(enough.checked);
    expect(objects).toBeGreaterThan(enough.objects);
  }, 60_000);
});
