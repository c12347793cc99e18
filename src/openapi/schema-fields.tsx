import { createContext, type ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { Expandable, ParamField, ResponseField } from '../components/fields.js';
import { Tab, Tabs } from '../components/tabs.js';
import type { Schema } from './document.js';
import type { FieldNode, Nested, Variants } from './field-tree.js';
import { specMarkdown } from './spec-markdown.js';

/* The field tree of an endpoint page (field-tree.ts) as HTML, with the components hand-written pages use. */

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What Constraints reads of a schema (field-markdown.tsx remembers a field's twin by them). */
export const CONSTRAINT_PROPERTIES = [
  'enum', 'const', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'example', 'examples',
] as const satisfies readonly (keyof Schema)[];

/** Format, enum, bounds and examples of a schema, as the line under a field's head. */
export function Constraints({ schema }: { schema: Schema }) {
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

/**
 * What a field or a variant holds. Left out of the search index: on Stripe's pages nested fields
 * were most of what Pagefind was sent, and a common name (`postal_code`) matched hundreds of pages.
 */
export function NestedFields({ nested }: { nested: Nested }) {
  if (nested.kind === 'recursive') {
    return (
      <p class="q-field__recursive">
        recursive: <a href={`#${nested.target}`}>
          <code>{nested.name}</code>
        </a>
      </p>
    );
  }
  if (nested.kind === 'elided') {
    return <p class="q-field__recursive">{nested.name ? <>Fields of <code>{nested.name}</code> are shown above.</> : 'Further fields are not shown.'}</p>;
  }
  return (
    <>
      {nested.properties && (
        <Expandable title={nested.properties.title} defaultOpen={nested.properties.open} indexed={false}>
          <FieldList fields={nested.properties.fields} />
        </Expandable>
      )}
      {nested.variants && <VariantTabs variants={nested.variants} />}
    </>
  );
}

/** The line that says whether one or any variant applies, and what chooses it. */
export function VariantsLabel({ variants }: { variants: Variants }) {
  return (
    <p class="q-variants__label">
      {variants.label}
      {variants.discriminator && (
        <>
          , chosen by <code>{variants.discriminator}</code>
        </>
      )}
    </p>
  );
}

/** A variant's tab without what it nests: its type, text and constraints. */
export function VariantTab({ variant, children }: { variant: Variants['options'][number]; children?: ComponentChildren }) {
  return (
    <Tab title={variant.title}>
      <p class="q-field__head">
        <span class="q-field__type">{variant.type}</span>
      </p>
      <SpecText text={variant.description} />
      {variant.constraints && <Constraints schema={variant.constraints} />}
      {children}
    </Tab>
  );
}

function VariantTabs({ variants }: { variants: Variants }) {
  return (
    <div class="q-variants" data-pagefind-ignore="all">
      <VariantsLabel variants={variants} />
      <Tabs>
        {variants.options.map((variant) => (
          <VariantTab variant={variant}>{variant.nested && <NestedFields nested={variant.nested} />}</VariantTab>
        ))}
      </Tabs>
    </div>
  );
}

/** One field with its head, text and constraints; `children` is what it nests. Without `id` it is the field as its twin reads it. */
export function FieldItem({ field, id, children }: { field: FieldNode; id?: string; children?: ComponentChildren }) {
  const common = { id, type: field.type, required: field.required, deprecated: field.deprecated, default: field.default };
  const inside = (
    <>
      <SpecText text={field.description} />
      {field.constraints && <Constraints schema={field.constraints} />}
      {children}
    </>
  );
  if (field.kind === 'response') return <ResponseField name={field.name} {...common}>{inside}</ResponseField>;
  return (
    <ParamField {...{ [field.location ?? 'body']: field.name }} {...common}>
      {inside}
    </ParamField>
  );
}

/**
 * While an endpoint page's twin is written (field-markdown.tsx), each field list is left as a
 * numbered mark, and its lists are collected here to be written as Markdown in its place.
 */
export const FieldListMarks = createContext<{ mark: (index: number) => string; lists: FieldNode[][] } | undefined>(undefined);

/** Fields as the page shows them. */
export function FieldList({ fields }: { fields: FieldNode[] }) {
  const marks = useContext(FieldListMarks);
  if (marks) return fields.length ? <p>{marks.mark(marks.lists.push(fields) - 1)}</p> : null;
  return (
    <>
      {fields.map((field) => (
        <FieldItem field={field} id={field.id}>
          {field.nested && <NestedFields nested={field.nested} />}
        </FieldItem>
      ))}
    </>
  );
}
