import type { IncomingHttpHeaders } from 'node:http';
import { resolve, type OpenApiDocument, type Parameter, type RequestBody, type Schema } from '../openapi/document.js';
import type { MatchedOperation } from './match-operation.js';
import { schemaProblems } from './spec-validators.js';

/** A request as the mock received it. */
export interface MockRequest {
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Header parameters OpenAPI says are ignored: the request's own fields describe them. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** The parameters of an operation: its path's, overridden by its own of the same name and place. */
function parametersOf(document: OpenApiDocument, matched: MatchedOperation): Parameter[] {
  const item = document.paths?.[matched.ref.path];
  const byKey = new Map<string, Parameter>();
  for (const raw of [...(Array.isArray(item?.parameters) ? item.parameters : []), ...(Array.isArray(matched.ref.operation.parameters) ? matched.ref.operation.parameters : [])]) {
    const parameter = resolve<Parameter>(document, raw);
    if (typeof parameter?.name !== 'string' || typeof parameter.in !== 'string') continue;
    byKey.set(`${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** The type a value of this schema has (the first that is not `null` of a 3.1 type list). */
function typeOf(document: OpenApiDocument, schema: Schema | undefined): string | undefined {
  const type = resolve<Schema>(document, schema)?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** A text value as its schema's type reads it: `"5"` is 5 for an integer; left as text when it is not one. */
function coerce(document: OpenApiDocument, schema: Schema | undefined, text: string): unknown {
  const type = typeOf(document, schema);
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A parameter's sent values as its schema's type reads them: an array from repeated (`?id=1&id=2`) or comma-separated values. */
function parameterValue(document: OpenApiDocument, schema: Schema | undefined, values: string[]): unknown {
  if (typeOf(document, schema) !== 'array') return coerce(document, schema, values[0]!);
  const items = resolve<Schema>(document, schema)?.items;
  const parts = values.length > 1 ? values : values[0]!.split(',');
  return parts.map((part) => coerce(document, items, part));
}

function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  return new Map(
    String(headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name!, decodeURIComponent(value.join('='))]),
  );
}

function sentValues(parameter: Parameter, matched: MatchedOperation, request: MockRequest, cookies: Map<string, string>): string[] {
  const name = parameter.name!;
  if (parameter.in === 'path') return name in matched.pathParams ? [matched.pathParams[name]!] : [];
  if (parameter.in === 'query') return request.query.getAll(name);
  if (parameter.in === 'header') {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? [] : [value].flat();
  }
  if (parameter.in === 'cookie') return cookies.has(name) ? [cookies.get(name)!] : [];
  return [];
}

/** Problems with the parameters: each names its place and name (`query parameter \`limit\``) and what is wrong. */
function parameterProblems(document: OpenApiDocument, matched: MatchedOperation, request: MockRequest): string[] {
  const cookies = cookiesOf(request.headers);
  return parametersOf(document, matched).flatMap((parameter) => {
    if (parameter.in === 'header' && IGNORED_HEADERS.has(parameter.name!.toLowerCase())) return [];
    const label = `${parameter.in} parameter \`${parameter.name}\``;
    const values = sentValues(parameter, matched, request, cookies);
    if (!values.length) return parameter.required || parameter.in === 'path' ? [`${label} is required.`] : [];
    // `content`-described parameters and objects (deepObject and friends) are not read apart; their presence is checked.
    const schema = parameter.schema;
    if (!schema || typeOf(document, schema) === 'object') return [];
    return schemaProblems(document, schema, parameterValue(document, schema, values), 'request').map((problem) => `${label}${problem.field ? ` (item ${problem.field})` : ''} ${problem.message}.`);
  });
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/i.test(mediaType) || mediaType === '*/*';

/** Problems with the body: missing when required, sent as a type the operation does not accept, or fields that break its schema. */
function bodyProblems(document: OpenApiDocument, matched: MatchedOperation, request: MockRequest): string[] {
  const body = resolve<RequestBody>(document, matched.ref.operation.requestBody);
  if (!body) return [];
  const content = body.content && typeof body.content === 'object' ? body.content : {};
  const types = Object.keys(content);
  if (!request.body.length) return body.required ? [`The request body is required (${types.join(' or ') || 'any type'}).`] : [];
  const sentType = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const mediaType = types.find((type) => type.toLowerCase() === sentType) ?? types.find((type) => type.endsWith('/*') && sentType.startsWith(type.slice(0, -1)));
  if (!mediaType) return types.length ? [`The body is sent as \`${sentType || 'no Content-Type'}\`, and the operation accepts ${types.map((type) => `\`${type}\``).join(', ')}. Set the Content-Type header.`] : [];
  const schema = content[mediaType]?.schema;
  let value: unknown;
  if (isJson(mediaType) && /json/i.test(sentType)) {
    try {
      value = JSON.parse(request.body.toString('utf8'));
    } catch (error) {
      return [`The body is not valid JSON: ${(error as Error).message}.`];
    }
  } else if (mediaType.toLowerCase() === 'application/x-www-form-urlencoded') {
    const properties = resolve<Schema>(document, schema)?.properties ?? {};
    const form = new URLSearchParams(request.body.toString('utf8'));
    value = Object.fromEntries([...new Set(form.keys())].map((name) => [name, parameterValue(document, properties[name], form.getAll(name))]));
  } else {
    // Multipart and other bodies are accepted as sent: their parts are not read apart.
    return [];
  }
  return schemaProblems(document, schema, value, 'request').map((problem) => (problem.field ? `Body field \`${problem.field}\` ${problem.message}.` : `The body ${problem.message}.`));
}

/** Everything wrong with a request to the mock, each in words naming the parameter or field; empty when it is fine. */
export function requestProblems(matched: MatchedOperation, request: MockRequest): string[] {
  return [...parameterProblems(matched.document, matched, request), ...bodyProblems(matched.document, matched, request)];
}
