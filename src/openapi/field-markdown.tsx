import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { Expandable } from '../components/fields.js';
import { htmlToMarkdown } from '../content/html-to-markdown.js';
import { BoundedTextCache } from '../util/bounded-text-cache.js';
import type { FieldNode, Nested } from './field-tree.js';
import type { Schema } from './document.js';
import { CONSTRAINT_PROPERTIES, FieldItem, FieldListMarks, NestedFields, VariantsLabel, VariantTab } from './schema-fields.js';

/*
 * The field tree of an endpoint page (field-tree.ts) as its Markdown twin says it, without going
 * through the page's HTML: Stripe's pages hold hundreds of fields nested ten deep, and reading
 * them back from HTML cost seven times their render.
 *
 * What one field says is still the generic twin of its own HTML (content/html-to-markdown.ts),
 * remembered, since the same fields repeat over a spec's pages; only the nesting is written here,
 * as mdast-util-to-markdown writes it: every field is a list item whose blocks are apart, and
 * what an item holds is indented under its bullet. test/openapi/endpoint-twin.test.ts requires
 * the same Markdown as the HTML's twin over every real spec.
 */

const known = new BoundedTextCache(4_000_000);

/** The generic twin of a small piece of the page, remembered by `key` (its HTML, unless given). */
function twinOf(element: VNode, key?: string): string {
  const id = key ?? renderToString(element);
  let markdown = known.get(id);
  if (markdown === undefined) {
    markdown = htmlToMarkdown(key === undefined ? id : renderToString(element));
    known.set(id, markdown);
  }
  return markdown;
}

const constraintKeys = new WeakMap<Schema, string>();

/**
 * Everything FieldItem shows of a field when it has no id and nests nothing, as a key: a spec's
 * pages repeat the same fields hundreds of times (Stripe's 468 pages: 300,000 fields, 5,400 of
 * them distinct), and rendering each to HTML only to look its twin up cost a twelfth of a build.
 */
function fieldKey(field: FieldNode): string {
  const schema = field.constraints;
  let constraints = schema && constraintKeys.get(schema);
  if (schema && constraints === undefined) {
    constraints = JSON.stringify(CONSTRAINT_PROPERTIES.map((property) => given(schema[property])));
    constraintKeys.set(schema, constraints);
  }
  return JSON.stringify([field.kind, field.location, field.name, field.type, field.required, given(field.deprecated), given(field.default), field.description, constraints]);
}

/** A value as a key holds it: `null` and absent apart, as the page shows them apart. */
const given = (value: unknown) => (value === undefined ? 0 : [value]);

/** Markdown moved right by `indent`; blank lines stay empty, as mdast-util-to-markdown leaves them. */
const indented = (markdown: string, indent: string) => (indent ? markdown.replace(/^(?=.)/gm, indent) : markdown);

/**
 * What a field or a variant holds, as blocks of the flow it sits in. Blocks at every depth are
 * apart by a blank line, so each is indented once, as it is written, and all are joined at the end.
 */
function writeNested(nested: Nested, indent: string, blocks: string[]): void {
  const write = (element: VNode) => blocks.push(indented(twinOf(element), indent));
  if (nested.kind !== 'fields') return void write(<NestedFields nested={nested} />);
  if (nested.properties) {
    write(<Expandable title={nested.properties.title} />);
    writeFields(nested.properties.fields, indent, blocks);
  }
  if (nested.variants) {
    write(<VariantsLabel variants={nested.variants} />);
    for (const variant of nested.variants.options) {
      write(<VariantTab variant={variant} />);
      if (variant.nested) writeNested(variant.nested, indent, blocks);
    }
  }
}

/** Fields as a Markdown list, each with what it holds indented under its bullet. */
function writeFields(fields: FieldNode[], indent: string, blocks: string[]): void {
  for (const field of fields) {
    blocks.push(indented(twinOf(<FieldItem field={field} />, fieldKey(field)), indent));
    if (field.nested) writeNested(field.nested, `${indent}  `, blocks);
  }
}

/**
 * An endpoint page's twin: the generic twin of its HTML with every field list left as a mark, and
 * each mark replaced by its list written here.
 */
function fieldsMarkdown(fields: FieldNode[], indent: string): string {
  const blocks: string[] = [];
  writeFields(fields, indent, blocks);
  return blocks.filter(Boolean).join('\n\n');
}

export function twinOfPage(page: VNode): string {
  // Random per page, so no spec's text can forge a mark.
  const nonce = Math.random().toString(36).slice(2);
  const marks = { mark: (index: number) => `QUIRE${nonce}FIELDS${index}`, lists: [] as FieldNode[][] };
  const markdown = htmlToMarkdown(renderToString(<FieldListMarks.Provider value={marks}>{page}</FieldListMarks.Provider>));
  return markdown.replace(new RegExp(`^( *)QUIRE${nonce}FIELDS(\\d+)$`, 'gm'), (_, indent: string, index: string) => fieldsMarkdown(marks.lists[Number(index)]!, indent));
}
