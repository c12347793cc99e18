import { sample } from 'openapi-sampler';
import { resolve, type ExampleObject, type OpenApiDocument, type Reference, type Schema } from './document.js';

/** Something that may carry an example: a parameter, or a media type of a body or response. */
interface ExampleHolder {
  example?: unknown;
  examples?: Record<string, ExampleObject | Reference>;
  schema?: Schema;
}

/** How deep a generated example follows nested schemas: Stripe's nest without end. */
const SAMPLE_DEPTH = 6;

/**
 * The example of a parameter or a media type: its own `example`, else the first of its named
 * `examples`, else one generated from its schema (`openapi-sampler`), leaving out `readOnly`
 * fields from requests and `writeOnly` ones from responses. Undefined when there is none and
 * `generate` is false, or the schema gives nothing.
 */
export function exampleValue(document: OpenApiDocument, holder: ExampleHolder, direction: 'request' | 'response' = 'request', generate = true): unknown {
  if (holder.example !== undefined) return holder.example;
  const named = holder.examples && typeof holder.examples === 'object' ? Object.values(holder.examples)[0] : undefined;
  const first = resolve<ExampleObject>(document, named);
  if (first && first.value !== undefined) return first.value;
  const schema = resolve<Schema>(document, holder.schema);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (!generate) return Array.isArray(schema.enum) ? schema.enum[0] : schema.default;
  try {
    return sample(holder.schema as object, { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true, maxSampleDepth: SAMPLE_DEPTH }, document);
  } catch {
    // A schema the sampler cannot follow (a `$ref` that does not resolve) has no example.
    return undefined;
  }
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
