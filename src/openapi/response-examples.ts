import { sample } from 'openapi-sampler';
import { resolve, type ExampleObject, type OpenApiDocument, type Reference, type Schema } from './document.js';

/** Something that may carry an example: a parameter, or a media type of a body or response. */
export interface ExampleHolder {
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
  schema?: Schema;
}

/** How deep a generated example follows nested schemas: Stripe's nest without end. */
const SAMPLE_DEPTH = 4;
/** How deep a `thorough` one goes: a mock answer must hold the required fields of nested objects. */
const THOROUGH_DEPTH = 8;

/**
 * The examples of a parameter or a media type, best first: its own `example`, its named
 * `examples`, its schema's `example`, then one generated from its schema (`openapi-sampler`),
 * leaving out `readOnly` fields from requests and `writeOnly` ones from responses. A
 * `thorough` one, as the mock server wants it, follows string `pattern`s and nests deeper.
 * Without `generate`, the schema's first `enum` value or its `default` stands in for the
 * generated one. Lazy: nothing is generated unless asked for.
 */
export function* exampleValues(document: OpenApiDocument, holder: ExampleHolder, direction: 'request' | 'response' = 'request', generate = true, thorough = false): Generator<unknown> {
  if (holder.example !== undefined) yield holder.example;
  const named = holder.examples && typeof holder.examples === 'object' ? Object.values(holder.examples) : [];
  for (const example of named) {
    const value = resolve<ExampleObject>(document, example)?.value;
    if (value !== undefined) yield value;
  }
  const schema = resolve<Schema>(document, holder.schema);
  if (!schema) return;
  if (schema.example !== undefined) yield schema.example;
  if (!generate) {
    const stand = Array.isArray(schema.enum) ? schema.enum[0] : schema.default;
    if (stand !== undefined) yield stand;
    return;
  }
  let generated: unknown;
  try {
    generated = sample(holder.schema as object, { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, maxSampleDepth: thorough ? THOROUGH_DEPTH : SAMPLE_DEPTH, enablePatterns: thorough }, document);
  } catch {
    // A schema the sampler cannot follow (a `$ref` that does not resolve) has no example.
    return;
  }
  if (generated !== undefined) yield generated;
}

/** The first of `exampleValues`: the example a page shows. Undefined when there is none. */
export function exampleValue(document: OpenApiDocument, holder: ExampleHolder, direction: 'request' | 'response' = 'request', generate = true): unknown {
  for (const value of exampleValues(document, holder, direction, generate)) return value;
  return undefined;
}

/** A response example as a page shows it: the status and media type, and the example as text. */
export interface ResponseSample {
  status: string;
  mediaType: string;
  lang: string;
  code: string;
}

/** The example of each response of an operation that has a body, in the spec's order. */
export function responseExamples(document: OpenApiDocument, responses: [string, { content?: Record<string, ExampleHolder> }][]): ResponseSample[] {
  return responses.flatMap(([status, response]) => {
    const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
    if (!mediaType || !media) return [];
    const value = exampleValue(document, media, 'response');
    if (value === undefined) return [];
    const json = /json/i.test(mediaType) || typeof value !== 'string';
    return [{ status, mediaType, lang: json ? 'json' : /xml/i.test(mediaType) ? 'xml' : 'text', code: json ? JSON.stringify(value, null, 2) : String(value) }];
  });
}
