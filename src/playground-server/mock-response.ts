import { resolve, type MediaType, type OpenApiDocument, type Parameter, type Response } from '../openapi/document.js';
import { exampleValue, exampleValues } from '../openapi/response-examples.js';
import type { MatchedOperation } from './match-operation.js';
import { schemaProblems } from './spec-validators.js';

/** What the mock answers for an operation. */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** `Prefer: code=404` asks for a status the operation declares. */
function preferredCode(prefer: string | undefined): number | undefined {
  const code = /(?:^|[\s,;])code=(\d{3})\b/i.exec(prefer ?? '')?.[1];
  return code ? Number(code) : undefined;
}

/** The declared response `code` falls under: exactly, by range (`4XX`), or `default`. */
function declaredFor(keys: string[], code: number): string | undefined {
  return keys.find((key) => key === String(code)) ?? keys.find((key) => key.toUpperCase() === `${String(code)[0]}XX`) ?? keys.find((key) => key === 'default');
}

/** The status a range or `default` stands for when nothing more precise is asked for. */
const statusOf = (key: string) => (/^\d{3}$/.test(key) ? Number(key) : /^[1-5]XX$/i.test(key) ? Number(key[0]) * 100 : 200);

/** The response to send: the one `Prefer` asks for, else the first 2xx in the spec's order, else `default`, else the first. */
function chooseResponse(keys: string[], prefer: string | undefined): { key: string; status: number } | { refused: string } {
  const asked = preferredCode(prefer);
  if (asked !== undefined) {
    const key = declaredFor(keys, asked);
    return key === undefined ? { refused: `\`Prefer: code=${asked}\` asks for a status the operation does not declare. It declares ${keys.join(', ') || 'no responses'}.` } : { key, status: asked };
  }
  const key = keys.find((k) => /^2(\d\d|XX)$/i.test(k)) ?? keys.find((k) => k === 'default') ?? keys[0];
  return key === undefined ? { key: '', status: 204 } : { key, status: statusOf(key) };
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json\b/i.test(mediaType);

/** The media type to answer with: one `Accept` names, else the first JSON one, else the first. */
function chooseMediaType(types: string[], accept: string | undefined): string | undefined {
  const accepted = String(accept ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  return types.find((type) => accepted.includes(type.toLowerCase())) ?? types.find(isJson) ?? types[0];
}

/**
 * The body: the first of the media type's examples, then a value generated from its schema,
 * that its schema accepts (a spec's own example may not match its schema; the generated value
 * is tried again thoroughly: strings following their `pattern`, nested objects deeper). When none does, the first, with
 * `x-quire-mock-warning` saying why.
 */
function bodyOf(document: OpenApiDocument, mediaType: string, media: MediaType): { body: Buffer; warning?: string } {
  const text = (value: unknown) => Buffer.from(typeof value === 'string' && !isJson(mediaType) ? value : JSON.stringify(value, null, 2));
  const candidates = exampleValues(document, media, 'response');
  let first: { value: unknown; problem: string } | undefined;
  const tried = (value: unknown) => {
    const problems = isJson(mediaType) ? schemaProblems(document, media.schema, value, 'response') : [];
    if (!problems.length) return true;
    first ??= { value, problem: `${problems[0]!.field || 'the body'} ${problems[0]!.message}` };
    return false;
  };
  for (const value of candidates) if (tried(value)) return { body: text(value) };
  let patterned: unknown;
  for (const value of exampleValues(document, { schema: media.schema }, 'response', true, true)) patterned = value;
  if (patterned !== undefined && tried(patterned)) return { body: text(patterned) };
  if (!first) return { body: Buffer.alloc(0) };
  return { body: text(first.value), warning: `The example does not match the response schema: ${first.problem}.` };
}

/** The answer to a matched operation, or why the `Prefer` header cannot be honoured. */
export function mockAnswer(matched: MatchedOperation, prefer: string | undefined, accept: string | undefined): MockAnswer | { refused: string } {
  const { document, ref } = matched;
  const responses = ref.operation.responses && typeof ref.operation.responses === 'object' ? ref.operation.responses : {};
  const chosen = chooseResponse(Object.keys(responses), prefer);
  if ('refused' in chosen) return chosen;
  const response = resolve<Response>(document, responses[chosen.key]);
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(response?.headers ?? {})) {
    const value = exampleValue(document, resolve<Parameter>(document, raw) ?? {}, 'response');
    if (name.toLowerCase() !== 'content-type' && value !== undefined && typeof value !== 'object') headers[name] = String(value);
  }
  const content = response?.content && typeof response.content === 'object' ? response.content : {};
  const mediaType = chooseMediaType(Object.keys(content), accept);
  if (mediaType === undefined || chosen.status === 204 || chosen.status === 304) return { status: chosen.status, headers, body: Buffer.alloc(0) };
  const { body, warning } = bodyOf(document, mediaType, content[mediaType] ?? {});
  return { status: chosen.status, headers: { ...headers, 'Content-Type': mediaType.includes('*') ? 'application/octet-stream' : mediaType, ...(warning ? { 'x-quire-mock-warning': warning } : {}) }, body };
}
