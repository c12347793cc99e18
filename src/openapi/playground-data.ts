import { defaultServerUrl, type PlaygroundAuth, type PlaygroundBody, type PlaygroundData, type PlaygroundFormField, type PlaygroundParameter, type PlaygroundServer } from '../components/playground-data.js';
import type { Api } from '../config/schema/api.js';
import { resolve, type OpenApiDocument, type OperationRef, type Parameter, type RequestBody, type Schema, type SecurityScheme } from './document.js';
import { exampleValue } from './response-examples.js';
import { serversOf } from './servers.js';

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/** A value as an input holds it: strings as they are, anything else as JSON. */
const asText = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value));

const typeOf = (schema: Schema | undefined): string | undefined => {
  const type = Array.isArray(schema?.type) ? schema.type.find((t) => t !== 'null') : schema?.type;
  return typeof type === 'string' ? type : undefined;
};

const enumOf = (schema: Schema | undefined): string[] | undefined => {
  const values = Array.isArray(schema?.enum) ? schema.enum.filter((v) => v !== null).map((v) => asText(v)!) : undefined;
  return values?.length ? values : undefined;
};

function parameterOf(document: OpenApiDocument, parameter: Parameter): PlaygroundParameter | undefined {
  if (typeof parameter.name !== 'string' || !LOCATIONS.has(parameter.in ?? '')) return undefined;
  const schema = resolve<Schema>(document, parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema);
  const value = asText(schema?.default ?? exampleValue(document, { ...parameter, schema }, 'request', false));
  return {
    name: parameter.name,
    in: parameter.in as PlaygroundParameter['in'],
    type: typeOf(schema),
    required: parameter.required === true || parameter.in === 'path',
    enum: enumOf(schema),
    value,
  };
}

/** The properties of a form body's schema (allOf merged one level), each an input. */
function formFields(document: OpenApiDocument, schema: Schema | undefined, multipart: boolean): PlaygroundFormField[] {
  const resolved = resolve<Schema>(document, schema);
  const parts = [resolved, ...(resolved?.allOf ?? []).map((part) => resolve<Schema>(document, part))];
  const fields: PlaygroundFormField[] = [];
  for (const part of parts) {
    for (const [name, property] of Object.entries(part?.properties ?? {})) {
      const field = resolve<Schema>(document, property);
      const items = resolve<Schema>(document, field?.items);
      const binary = (s: Schema | undefined) => s?.format === 'binary' || s?.format === 'base64' || (s?.contentMediaType !== undefined && typeOf(s) === 'string');
      fields.push({
        name,
        type: typeOf(field),
        required: (part?.required ?? []).includes(name),
        enum: enumOf(field),
        value: asText(field?.default ?? field?.example),
        file: multipart && (binary(field) || binary(items)) ? true : undefined,
      });
    }
  }
  return fields;
}

function bodiesOf(document: OpenApiDocument, body: RequestBody | undefined): PlaygroundBody[] {
  return Object.entries(body?.content ?? {}).map(([mediaType, media]) => {
    if (/x-www-form-urlencoded|multipart\/form-data/i.test(mediaType)) return { mediaType, fields: formFields(document, media?.schema, /multipart/i.test(mediaType)) };
    const value = exampleValue(document, media ?? {}, 'request');
    const example = value === undefined ? undefined : typeof value === 'string' && !/json/i.test(mediaType) ? value : JSON.stringify(value, null, 2);
    return { mediaType, example };
  });
}

/** The credential the reader fills in: the site's `api.auth` first, else the operation's first security scheme. */
export function authOf(document: OpenApiDocument | undefined, ref: OperationRef | undefined, api: Api): PlaygroundAuth | undefined {
  const requirements = ref && Array.isArray(ref.operation.security) ? ref.operation.security : Array.isArray(document?.security) ? document.security : [];
  // `security: []` marks an operation that needs none.
  if (ref && Array.isArray(ref.operation.security) && requirements.length === 0) return undefined;
  const schemes = requirements.flatMap((requirement) => Object.keys(requirement ?? {})).map((name) => resolve<SecurityScheme>(document!, document?.components?.securitySchemes?.[name]));
  const prefix = api.auth?.inputPrefix;
  const method = api.auth?.method;
  if (method === 'bearer' || method === 'basic') return { method, name: method === 'basic' ? api.auth?.name : undefined, prefix };
  if (method === 'key' || method === 'cobo') {
    const name = api.auth?.name ?? schemes.find((scheme) => scheme?.type === 'apiKey')?.name ?? 'X-API-Key';
    const declared = schemes.find((scheme) => scheme?.type === 'apiKey' && scheme.name === name);
    return { method: 'key', name, in: declared?.in === 'query' || declared?.in === 'cookie' ? declared.in : 'header', prefix };
  }
  for (const scheme of schemes) {
    const http = scheme?.type === 'http' ? scheme.scheme?.toLowerCase() : undefined;
    if (http === 'basic') return { method: 'basic', prefix };
    if (http === 'bearer' || scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect') return { method: 'bearer', prefix };
    if (scheme?.type === 'apiKey' && typeof scheme.name === 'string') return { method: 'key', name: scheme.name, in: scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header', prefix };
  }
  return undefined;
}

/** The `api` settings with a page's `authMethod` front matter in place of the site's method. */
export function withAuthMethod(api: Api, authMethod: unknown): Api {
  if (authMethod !== 'bearer' && authMethod !== 'basic' && authMethod !== 'key') return api;
  // A name written for another method (`user:password` for basic) would mislabel the inputs.
  const name = authMethod === api.auth?.method ? api.auth?.name : undefined;
  return { ...api, auth: { ...api.auth, method: authMethod, name } };
}

/** The base URLs a reader may choose: `api.baseUrl` when set, else the operation's servers. */
export function serversFor(configured: Api['baseUrl'], specServers: PlaygroundServer[]): PlaygroundServer[] {
  const urls = [configured ?? []].flat();
  return urls.length ? urls.map((url) => ({ url })) : specServers;
}

/** What the playground of an operation's page needs (components/playground-data.ts). */
export function playgroundData(document: OpenApiDocument, ref: OperationRef, parameters: Parameter[], body: RequestBody | undefined, api: Api): PlaygroundData {
  const specServers = serversOf(document, ref).flatMap((server): PlaygroundServer[] => {
    // A relative server (`/v2`) names a path on whatever host serves the spec: not callable from a docs site.
    // Its variables may make the scheme (`{scheme}://host`): the test is on the URL at their defaults.
    if (!/^(https?:)?\/\//i.test(defaultServerUrl(server))) return [];
    const variables = Object.entries(server.variables ?? {}).flatMap(([name, variable]) =>
      typeof variable?.default === 'string' ? [[name, { default: variable.default, enum: Array.isArray(variable.enum) ? variable.enum.map(String) : undefined }] as const] : [],
    );
    return [{ url: server.url.startsWith('//') ? `https:${server.url}` : server.url, description: typeof server.description === 'string' ? server.description : undefined, variables: variables.length ? Object.fromEntries(variables) : undefined }];
  });
  return {
    method: ref.method,
    path: ref.path,
    servers: serversFor(api.baseUrl, specServers),
    parameters: parameters.flatMap((parameter) => parameterOf(document, parameter) ?? []),
    bodies: bodiesOf(document, body),
    auth: authOf(document, ref, api),
    disableProxy: api.playground.disableProxy === true ? true : undefined,
  };
}
