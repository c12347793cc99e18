import type { ComponentChildren } from 'preact';
import { Expandable, ParamField, ResponseField } from '../components/fields.js';
import { Tab, Tabs } from '../components/tabs.js';
import { refName, type OpenApiDocument, type Schema } from './document.js';
import { flatten, typeLabel, variantsOf } from './schema.js';
import { specMarkdown } from './spec-markdown.js';

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

/**
 * Fields a page may show, over all its trees. Stripe's schemas nest expandable objects in one
 * another many levels deep: unbounded, one page was megabytes. Past the budget a component's
 * fields are named, not shown again.
 */
const FIELD_BUDGET = 600;

export interface Walk extends FieldTreeOptions {
  /** Components being expanded above this field, with the id of the field that shows them. */
  trail: Map<string, string>;
  /** Fields left to show on this page. */
  budget: { left: number };
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const idPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'field';
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Format, enum, bounds and examples of a schema, as the line under a field's head. */
function Constraints({ schema }: { schema: Schema }) {
  const items: ComponentChildren[] = [];
  const add = (label: string, value: unknown) =>
    items.push(
      <span class="q-field__constraint">
        {label} <code>{shown(value)}</code>
      </span>,
    );
  if (Array.isArray(schema.enum) && schema.enum.length) {
    items.push(
      <span class="q-field__constraint">
        one of{' '}
        {schema.enum.slice(0, 50).map((value, index) => (
          <>
            {index > 0 && ', '}
            <code>{shown(value)}</code>
          </>
        ))}
        {schema.enum.length > 50 && ` and ${schema.enum.length - 50} more`}
      </span>,
    );
  }
  if (schema.const !== undefined) add('always', schema.const);
  if (typeof schema.minimum === 'number') add(schema.exclusiveMinimum === true ? 'greater than' : 'min', schema.minimum);
  if (typeof schema.exclusiveMinimum === 'number') add('greater than', schema.exclusiveMinimum);
  if (typeof schema.maximum === 'number') add(schema.exclusiveMaximum === true ? 'less than' : 'max', schema.maximum);
  if (typeof schema.exclusiveMaximum === 'number') add('less than', schema.exclusiveMaximum);
  if (typeof schema.multipleOf === 'number') add('multiple of', schema.multipleOf);
  if (typeof schema.minLength === 'number') add('min length', schema.minLength);
  if (typeof schema.maxLength === 'number') add('max length', schema.maxLength);
  if (typeof schema.pattern === 'string') add('pattern', schema.pattern);
  if (typeof schema.minItems === 'number') add('min items', schema.minItems);
  if (typeof schema.maxItems === 'number') add('max items', schema.maxItems);
  if (schema.uniqueItems === true) items.push(<span class="q-field__constraint">unique items</span>);
  if (schema.example !== undefined && !isObject(schema.example) && !Array.isArray(schema.example)) add('example', schema.example);
  else if (Array.isArray(schema.examples) && schema.examples.length && !isObject(schema.examples[0])) add('example', schema.examples[0]);
  return items.length ? <p class="q-field__constraints">{items}</p> : null;
}

/** Spec Markdown, sanitised, as a field's text. */
export function SpecText({ text }: { text?: string }) {
  const html = specMarkdown(text);
  return html ? <div class="q-spec-text" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

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
function Nested({ walk, schema, id, level }: { walk: Walk; schema: Schema | undefined; id: string; level: number }) {
  const flat = flatten(walk.document, schema);
  if (!flat) return null;
  let { schema: inner, ref, name } = flat;
  // An array shows what its items hold.
  for (let hops = 0; hops < 4 && inner.items && !inner.properties && !variantsOf(inner); hops++) {
    const item = flatten(walk.document, inner.items);
    if (!item) return null;
    ({ schema: inner, ref, name } = item);
  }
  if (ref && walk.trail.has(ref)) {
    return (
      <p class="q-field__recursive">
        recursive: <a href={`#${walk.trail.get(ref)}`}>
          <code>{name ?? refName(ref)}</code>
        </a>
      </p>
    );
  }
  const variants = variantsOf(inner);
  const properties = orderedProperties(walk, inner);
  if (!variants && !properties.length) return null;
  if (walk.budget.left <= 0) {
    return <p class="q-field__recursive">{name ? <>Fields of <code>{name}</code> are shown above.</> : 'Further fields are not shown.'}</p>;
  }
  const trail = ref ? new Map(walk.trail).set(ref, id) : walk.trail;
  const inside: Walk = { ...walk, trail };
  const open = walk.expanded === 'all' || (walk.expanded === 'topLevel' && level === 0) || (walk.expanded === 'topLevelOneOfs' && level === 0 && !!variants);
  return (
    <>
      {properties.length > 0 && (
        <Expandable title={name ? `${name} properties` : 'properties'} defaultOpen={open}>
          <Fields walk={inside} schema={inner} idPrefix={id} level={level + 1} />
        </Expandable>
      )}
      {variants && <Variants walk={inside} schema={inner} variants={variants} id={id} level={level} />}
    </>
  );
}

/** `oneOf`/`anyOf`: one tab per variant, named by its discriminator value, component or title. */
function Variants({ walk, schema, variants, id, level }: { walk: Walk; schema: Schema; variants: Schema[]; id: string; level: number }) {
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator : undefined;
  const byRef = new Map(Object.entries(discriminator?.mapping ?? {}).map(([value, ref]) => [ref, value]));
  return (
    <div class="q-variants">
      <p class="q-variants__label">
        {Array.isArray(schema.oneOf) ? 'One of' : 'Any of'}
        {discriminator && (
          <>
            , chosen by <code>{discriminator.propertyName}</code>
          </>
        )}
      </p>
      <Tabs>
        {variants.map((variant, index) => {
          const flat = flatten(walk.document, variant);
          const ref = isObject(variant) && typeof variant.$ref === 'string' ? variant.$ref : undefined;
          const title = (ref && byRef.get(ref)) ?? flat?.name ?? (typeof flat?.schema.title === 'string' ? flat.schema.title : undefined) ?? (typeLabel(walk.document, variant) || `Option ${index + 1}`);
          const variantId = `${id}-${idPart(title)}-${index}`;
          return (
            <Tab title={title}>
              <p class="q-field__head">
                <span class="q-field__type">{typeLabel(walk.document, variant) || 'any'}</span>
              </p>
              <SpecText text={flat?.schema.description} />
              {flat && <Constraints schema={flat.schema} />}
              <Nested walk={walk} schema={variant} id={variantId} level={level} />
            </Tab>
          );
        })}
      </Tabs>
    </div>
  );
}

/** One property or parameter: its head, text, constraints and what it holds. */
export function Field(props: {
  walk: Walk;
  kind: 'param' | 'response';
  name: string;
  id: string;
  schema: Schema | undefined;
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  location?: 'path' | 'query' | 'header' | 'cookie' | 'body';
  level: number;
}) {
  const { walk, schema, id } = props;
  walk.budget.left--;
  const flat = flatten(walk.document, schema)?.schema;
  const description = props.description ?? flat?.description;
  const common = {
    id,
    type: typeLabel(walk.document, schema) || undefined,
    required: props.required || undefined,
    deprecated: props.deprecated || flat?.deprecated || undefined,
    default: flat?.default,
  };
  const children = (
    <>
      <SpecText text={description} />
      {flat && <Constraints schema={flat} />}
      <Nested walk={walk} schema={schema} id={id} level={props.level} />
    </>
  );
  if (props.kind === 'response') return <ResponseField name={props.name} {...common}>{children}</ResponseField>;
  const location = { [props.location ?? 'body']: props.name };
  return (
    <ParamField {...location} {...common}>
      {children}
    </ParamField>
  );
}

/** The properties of an object schema as fields. */
function Fields({ walk, schema, idPrefix, level }: { walk: Walk; schema: Schema; idPrefix: string; level: number }) {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return (
    <>
      {orderedProperties(walk, schema).map(([name, property]) => (
        <Field walk={walk} kind={walk.direction === 'request' ? 'param' : 'response'} name={name} id={`${idPrefix}-${idPart(name)}`} schema={property} required={required.has(name)} location="body" level={level} />
      ))}
    </>
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
export function SchemaFields({ walk, schema, idPrefix }: { walk: Walk; schema: Schema | undefined; idPrefix: string }) {
  const flat = flatten(walk.document, schema);
  if (!flat) return null;
  const topTrail = flat.ref ? new Map(walk.trail).set(flat.ref, idPrefix) : walk.trail;
  if (orderedProperties(walk, flat.schema).length && !variantsOf(flat.schema)) {
    return <Fields walk={{ ...walk, trail: topTrail }} schema={flat.schema} idPrefix={idPrefix} level={0} />;
  }
  return <Field walk={walk} kind={walk.direction === 'request' ? 'param' : 'response'} name={walk.direction === 'request' ? 'body' : 'response'} id={idPrefix} schema={schema} level={0} location="body" />;
}
