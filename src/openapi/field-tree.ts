import { refName, type OpenApiDocument, type Schema } from './document.js';
import { flatten, typeLabel, variantsOf } from './schema.js';

/*
 * A schema as the field tree an endpoint page shows: which fields, in which order, what each
 * holds, where a recursion or the page's budget stops the walk. The page's HTML
 * (schema-fields.tsx) and its Markdown twin (field-markdown.tsx) are both written from this tree,
 * so the two never disagree about what a field is.
 */

/** `api.paramFields.expanded`: which nested fields start open. */
export type Expanded = 'all' | 'topLevel' | 'topLevelOneOfs' | 'none';

export interface FieldTreeOptions {
  document: OpenApiDocument;
  /** Requests hide `readOnly` fields, responses `writeOnly` ones. */
  direction: 'request' | 'response';
  /** `api.maintainOrder`: the file's key order; otherwise required fields first. */
  maintainOrder: boolean;
  expanded: Expanded;
}

export type FieldLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

export interface FieldNode {
  kind: 'param' | 'response';
  name: string;
  /** The field's anchor, which a recursion further down links back to. */
  id: string;
  location?: FieldLocation;
  type?: string;
  required?: true;
  /** As the spec writes it: the badge shows for what reads as true. */
  deprecated?: unknown;
  default?: unknown;
  /** Spec Markdown (untrusted). */
  description?: string;
  /** The schema whose format, enum, bounds and examples show under the head. */
  constraints?: Schema;
  nested?: Nested;
}

/** What sits inside a field. */
export type Nested =
  /** A component already being shown above: a link back to it. */
  | { kind: 'recursive'; name: string; target: string }
  /** The page's budget is spent: the component is named, not shown again. */
  | { kind: 'elided'; name?: string }
  | { kind: 'fields'; properties?: { title: string; open: boolean; fields: FieldNode[] }; variants?: Variants };

/** `oneOf`/`anyOf`: one tab per variant. */
export interface Variants {
  label: 'One of' | 'Any of';
  discriminator?: string;
  options: Variant[];
}

export interface Variant {
  /** Its discriminator value, component name or title. */
  title: string;
  type: string;
  description?: string;
  constraints?: Schema;
  nested?: Nested;
}

/**
 * Fields a page may show, over all its trees. Stripe's schemas nest expandable objects in one
 * another many levels deep: unbounded, one page was megabytes. Past the budget a component's
 * fields are named, not shown again.
 */
const FIELD_BUDGET = 400;

export interface Walk extends FieldTreeOptions {
  /** Components being expanded above this field, with the id of the field that shows them. */
  trail: Map<string, string>;
  /** Fields left to show on this page. */
  budget: { left: number };
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const idPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'field';

/** A property is left out of requests when `readOnly`, and of responses when `writeOnly`. */
function hidden(walk: Walk, schema: Schema | undefined): boolean {
  const flat = flatten(walk.document, schema)?.schema;
  return walk.direction === 'request' ? flat?.readOnly === true : flat?.writeOnly === true;
}

/** The properties of an object schema in the order the page lists them. */
function orderedProperties(walk: Walk, schema: Schema): [string, Schema][] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const entries = Object.entries(isObject(schema.properties) ? schema.properties : {}).filter(([, property]) => !hidden(walk, property));
  return walk.maintainOrder ? entries : [...entries.filter(([name]) => required.has(name)), ...entries.filter(([name]) => !required.has(name))];
}

/** What sits inside a field: an object's properties, an array's items, or a choice of variants. */
function nestedOf(walk: Walk, schema: Schema | undefined, id: string, level: number): Nested | undefined {
  const flat = flatten(walk.document, schema);
  if (!flat) return undefined;
  let { schema: inner, ref, name } = flat;
  // An array shows what its items hold.
  for (let hops = 0; hops < 4 && inner.items && !inner.properties && !variantsOf(inner); hops++) {
    const item = flatten(walk.document, inner.items);
    if (!item) return undefined;
    ({ schema: inner, ref, name } = item);
  }
  if (ref && walk.trail.has(ref)) return { kind: 'recursive', name: name ?? refName(ref), target: walk.trail.get(ref)! };
  const variants = variantsOf(inner);
  const properties = orderedProperties(walk, inner);
  if (!variants && !properties.length) return undefined;
  if (walk.budget.left <= 0) return { kind: 'elided', ...(name ? { name } : {}) };
  const trail = ref ? new Map(walk.trail).set(ref, id) : walk.trail;
  const inside: Walk = { ...walk, trail };
  const open = walk.expanded === 'all' || (walk.expanded === 'topLevel' && level === 0) || (walk.expanded === 'topLevelOneOfs' && level === 0 && !!variants);
  return {
    kind: 'fields',
    ...(properties.length ? { properties: { title: name ? `${name} properties` : 'properties', open, fields: fieldsOf(inside, inner, id, level + 1) } } : {}),
    ...(variants ? { variants: variantsTree(inside, inner, variants, id, level) } : {}),
  };
}

/** One tab per variant, named by its discriminator value, component or title. */
function variantsTree(walk: Walk, schema: Schema, variants: Schema[], id: string, level: number): Variants {
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator : undefined;
  const byRef = new Map(Object.entries(discriminator?.mapping ?? {}).map(([value, ref]) => [ref, value]));
  return {
    label: Array.isArray(schema.oneOf) ? 'One of' : 'Any of',
    ...(discriminator ? { discriminator: discriminator.propertyName as string } : {}),
    options: variants.map((variant, index) => {
      const flat = flatten(walk.document, variant);
      const ref = isObject(variant) && typeof variant.$ref === 'string' ? variant.$ref : undefined;
      const title = (ref && byRef.get(ref)) ?? flat?.name ?? (typeof flat?.schema.title === 'string' ? flat.schema.title : undefined) ?? (typeLabel(walk.document, variant) || `Option ${index + 1}`);
      const nested = nestedOf(walk, variant, `${id}-${idPart(title)}-${index}`, level);
      return { title, type: typeLabel(walk.document, variant) || 'any', description: flat?.schema.description, constraints: flat?.schema, ...(nested ? { nested } : {}) };
    }),
  };
}

/** One property or parameter: its head, text, constraints and what it holds. */
export function fieldOf(
  walk: Walk,
  field: { kind: FieldNode['kind']; name: string; id: string; schema: Schema | undefined; required?: boolean; deprecated?: boolean; description?: string; location?: FieldLocation; level: number },
): FieldNode {
  walk.budget.left--;
  const flat = flatten(walk.document, field.schema)?.schema;
  const type = typeLabel(walk.document, field.schema);
  const description = field.description ?? flat?.description;
  const nested = nestedOf(walk, field.schema, field.id, field.level);
  return {
    kind: field.kind,
    name: field.name,
    id: field.id,
    ...(field.kind === 'param' ? { location: field.location ?? 'body' } : {}),
    ...(type ? { type } : {}),
    ...(field.required ? { required: true as const } : {}),
    ...(field.deprecated || flat?.deprecated ? { deprecated: field.deprecated || flat?.deprecated } : {}),
    ...(flat?.default !== undefined ? { default: flat.default } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    ...(flat ? { constraints: flat } : {}),
    ...(nested ? { nested } : {}),
  };
}

/** The properties of an object schema as fields. */
function fieldsOf(walk: Walk, schema: Schema, idPrefix: string, level: number): FieldNode[] {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return orderedProperties(walk, schema).map(([name, property]) =>
    fieldOf(walk, { kind: walk.direction === 'request' ? 'param' : 'response', name, id: `${idPrefix}-${idPart(name)}`, schema: property, required: required.has(name), location: 'body', level }),
  );
}

/** A page's field budget, shared by its trees. */
export const pageBudget = () => ({ left: FIELD_BUDGET });

/** A fresh walk over one tree (a body, a response, the parameters) of a page. */
export function startWalk(options: FieldTreeOptions, budget: Walk['budget']): Walk {
  return { ...options, trail: new Map(), budget };
}

/**
 * A request body or response schema as a field tree: an object's properties at the top level;
 * anything else (an array, a string, a choice) as one field standing for the whole.
 */
export function schemaFields(walk: Walk, schema: Schema | undefined, idPrefix: string): FieldNode[] {
  const flat = flatten(walk.document, schema);
  if (!flat) return [];
  const kind = walk.direction === 'request' ? 'param' : 'response';
  if (orderedProperties(walk, flat.schema).length && !variantsOf(flat.schema)) {
    const topTrail = flat.ref ? new Map(walk.trail).set(flat.ref, idPrefix) : walk.trail;
    return fieldsOf({ ...walk, trail: topTrail }, flat.schema, idPrefix, 0);
  }
  return [fieldOf(walk, { kind, name: kind === 'param' ? 'body' : 'response', id: idPrefix, schema, level: 0, location: 'body' })];
}
