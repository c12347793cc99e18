import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { resolve, type OpenApiDocument, type Schema } from '../openapi/document.js';

/** The id the copy of a document is registered under, so its `#/components/...` references resolve. */
const DOCUMENT_ID = 'quire-spec';
/** Keys holding data, not schemas: left as they are. */
const DATA_KEYS = new Set(['default', 'enum', 'const']);
/**
 * Keys left out of the copy: examples and extensions are data that validation never reads, and
 * ajv would take a `$id` inside one (Box's metadata examples hold several) for a schema's.
 */
const leftOut = (key: string) => key === 'example' || key === 'examples' || key.startsWith('x-');

type Direction = 'request' | 'response';

/**
 * A copy of a document's schemas as JSON Schema, for one direction:
 * - OpenAPI 3.0's `nullable: true` becomes a `null` type, and its boolean `exclusiveMinimum` /
 *   `exclusiveMaximum` the numeric form;
 * - a `readOnly` property is not required of a request, nor a `writeOnly` one of a response
 *   (OpenAPI says they are not sent that way, and the playground leaves them out);
 * - local references point into the registered copy.
 * `copies` maps each original object to its copy, so a schema found in the original document
 * is compiled from the copy.
 */
function jsonSchemaCopy(document: OpenApiDocument, direction: Direction, copies: WeakMap<object, object>): unknown {
  const skipped = direction === 'request' ? 'readOnly' : 'writeOnly';
  // `default` under `responses` is a response, not a schema's default value.
  const copy = (value: unknown, key?: string, parent?: string): unknown => {
    if (!value || typeof value !== 'object' || (key && parent !== 'responses' && DATA_KEYS.has(key))) return value;
    if (Array.isArray(value)) return value.map((item) => copy(item));
    const out: Record<string, unknown> = {};
    copies.set(value, out);
    for (const [name, child] of Object.entries(value)) {
      // Maps whose keys are names the spec chose (`x-request-id`) keep them all.
      if (leftOut(name) && key !== 'headers' && key !== 'schemas') continue;
      out[name] = name === 'properties' && child && typeof child === 'object' ? Object.fromEntries(Object.entries(child).map(([property, schema]) => [property, copy(schema)])) : copy(child, name, key);
    }
    if (typeof out.$ref === 'string' && out.$ref.startsWith('#')) out.$ref = `${DOCUMENT_ID}${out.$ref}`;
    if (out.nullable === true) {
      if (typeof out.type === 'string') out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    }
    delete out.nullable;
    for (const [bound, limit] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (out[bound] === true && typeof out[limit] === 'number') {
        out[bound] = out[limit];
        delete out[limit];
      } else if (typeof out[bound] === 'boolean') delete out[bound];
    }
    const original = value as Schema;
    if (Array.isArray(original.required) && original.properties && typeof original.properties === 'object') {
      out.required = original.required.filter((name) => !resolve<Schema>(document, original.properties?.[name])?.[skipped]);
    }
    return out;
  };
  return copy(document);
}

/** What a validation failed on, for a reader: `email` (a field's path) and what is wrong with it. */
export interface Problem {
  /** Dotted path of the field, empty for the value itself: `user.email`, `items.0.id`. */
  field: string;
  message: string;
}

function problemsOf(errors: ErrorObject[] | null | undefined): Problem[] {
  const seen = new Set<string>();
  return (errors ?? []).flatMap((error) => {
    const at = error.instancePath.split('/').slice(1).map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : undefined;
    const problem = { field: [...at, ...(missing ? [missing] : [])].join('.'), message: missing ? 'is required' : (error.message ?? 'is not valid') };
    const key = `${problem.field} ${problem.message}`;
    return seen.has(key) ? [] : (seen.add(key), [problem]);
  });
}

/** Validators for the schemas of one document, compiled when first used. */
class DocumentValidators {
  private readonly directions = new Map<Direction, { ajv: Ajv | undefined; copies: WeakMap<object, object> }>();
  private readonly compiled = new WeakMap<object, ValidateFunction | null>();

  constructor(private readonly document: OpenApiDocument) {}

  private forDirection(direction: Direction) {
    let known = this.directions.get(direction);
    if (!known) {
      const copies = new WeakMap<object, object>();
      // OpenAPI 3.1 schemas are JSON Schema 2020-12; 3.0's (and converted Swagger 2.0's) are draft 4-like, closest to draft 7.
      const options = { strict: false, allErrors: true, validateSchema: false, logger: false as const, discriminator: false };
      let ajv: Ajv | undefined = String(this.document.openapi ?? '').startsWith('3.0') ? new Ajv(options) : new Ajv2020(options);
      (addFormats as unknown as (ajv: Ajv) => void)(ajv);
      try {
        ajv.addSchema(jsonSchemaCopy(this.document, direction, copies) as object, DOCUMENT_ID);
      } catch {
        // A document ajv cannot take (two schemas with one `$id`) is not checked at all.
        ajv = undefined;
      }
      this.directions.set(direction, (known = { ajv, copies }));
    }
    return known;
  }

  /** The problems of a value against a schema of the document; none when the schema cannot be compiled (a reference that does not resolve). */
  check(schema: Schema | undefined, value: unknown, direction: Direction): Problem[] {
    if (!schema || typeof schema !== 'object') return [];
    const { ajv, copies } = this.forDirection(direction);
    if (!ajv) return [];
    const copy = copies.get(schema) ?? schema;
    let validate = this.compiled.get(copy);
    if (validate === undefined) {
      try {
        validate = ajv.compile(copy);
      } catch {
        validate = null;
      }
      this.compiled.set(copy, validate);
    }
    if (!validate) return [];
    try {
      if (validate(value)) return [];
    } catch {
      // A cycle of schemas that reads no data on the way (Okta's JSON Web Keys) recurses without
      // end: such a schema cannot be checked.
      return [];
    }
    return problemsOf(validate.errors);
  }
}

const byDocument = new WeakMap<OpenApiDocument, DocumentValidators>();

/** The problems of a value against a schema of `document` (a schema object found in that document). */
export function schemaProblems(document: OpenApiDocument, schema: Schema | undefined, value: unknown, direction: Direction): Problem[] {
  let validators = byDocument.get(document);
  if (!validators) byDocument.set(document, (validators = new DocumentValidators(document)));
  return validators.check(schema, value, direction);
}
