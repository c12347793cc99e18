import { refName, resolve, type OpenApiDocument, type Schema } from './document.js';

/*
 * Schemas as a reader sees them: `$ref`s followed (their names kept), `allOf` merged, and a short
 * type label. The field tree (schema-fields.tsx) and the examples both read schemas this way.
 */

export interface FlatSchema {
  schema: Schema;
  /** The component the schema came from (`Pet`), when it was a `$ref`. */
  name?: string;
  /** `#/components/schemas/Pet`: what a recursion is detected by. */
  ref?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A schema with its `$ref` followed and its `allOf` parts merged into one: properties joined,
 * `required` united, and the first part's word kept for anything else. Undefined when a `$ref`
 * does not resolve. A `$ref` met again while merging (a recursive `allOf`) is not merged twice.
 */
export function flatten(document: OpenApiDocument, schema: Schema | undefined, seen: ReadonlySet<string> = new Set()): FlatSchema | undefined {
  if (!isObject(schema)) return undefined;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const target = ref ? resolve<Schema>(document, schema) : schema;
  if (!isObject(target)) return undefined;
  const name = ref ? refName(ref) : undefined;
  if (!Array.isArray(target.allOf) || !target.allOf.length) return { schema: target, name, ref };
  const inside = new Set(seen);
  if (ref) inside.add(ref);
  const merged: Schema = { ...target, allOf: undefined };
  const properties: Record<string, Schema> = {};
  const required = new Set<string>(Array.isArray(target.required) ? target.required : []);
  for (const part of target.allOf) {
    if (isObject(part) && typeof part.$ref === 'string' && inside.has(part.$ref)) continue;
    const flat = flatten(document, part, inside)?.schema;
    if (!flat) continue;
    for (const [key, value] of Object.entries(flat)) {
      if (key === 'properties' || key === 'required' || value === undefined) continue;
      if ((merged as Record<string, unknown>)[key] === undefined) (merged as Record<string, unknown>)[key] = value;
    }
    if (isObject(flat.properties)) Object.assign(properties, flat.properties);
    if (Array.isArray(flat.required)) for (const key of flat.required) required.add(key);
  }
  if (isObject(target.properties)) Object.assign(properties, target.properties);
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (!merged.type && merged.properties) merged.type = 'object';
  return { schema: merged, name: name ?? (typeof target.title === 'string' ? target.title : undefined), ref };
}

/** The variants of a `oneOf` / `anyOf`, or undefined. */
export function variantsOf(schema: Schema): Schema[] | undefined {
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  return variants?.length ? variants : undefined;
}

/** The types a schema allows, `null` included for `nullable` (3.0) and type arrays (3.1). */
function typesOf(schema: Schema): string[] {
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => typeof type === 'string') : typeof schema.type === 'string' ? [schema.type] : [];
  if (!types.length && isObject(schema.properties)) types.push('object');
  if (!types.length && schema.items) types.push('array');
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

/** `string<uuid>`, `Pet[]`, `integer | null`, `Cat | Dog`: the type as a field's head shows it. */
export function typeLabel(document: OpenApiDocument, schema: Schema | undefined, depth = 0): string {
  const flat = flatten(document, schema);
  if (!flat || depth > 3) return flat?.name ?? '';
  const { schema: s, name } = flat;
  const variants = variantsOf(s);
  if (variants && !s.type) {
    const labels = [...new Set(variants.map((variant) => typeLabel(document, variant, depth + 1) || 'any'))];
    return labels.join(' | ');
  }
  const types = typesOf(s);
  const labels = types.map((type) => {
    if (type === 'array') {
      const item = s.items ? typeLabel(document, s.items, depth + 1) : '';
      return item ? (item.includes(' ') ? `(${item})[]` : `${item}[]`) : 'array';
    }
    if (type === 'object' && name && depth > 0) return name;
    return typeof s.format === 'string' && type !== 'null' ? `${type}<${s.format}>` : type;
  });
  if (!labels.length && s.const !== undefined) labels.push(typeof s.const);
  if (!labels.length && Array.isArray(s.enum) && s.enum.length) labels.push(typeof s.enum[0]);
  return labels.join(' | ') || (name ?? '');
}
