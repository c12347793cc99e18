import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { Expandable } from '../components/fields.js';
import { htmlToMarkdown } from '../content/html-to-markdown.js';
import type { FieldNode, Nested } from './field-tree.js';
import { FieldItem, FieldListMarks, NestedFields, VariantsLabel, VariantTab } from './schema-fields.js';

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

const known = new Map<string, string>();
const REMEMBERED = 20_000;

/** The generic twin of a small piece of the page, remembered. */
function twinOf(element: VNode): string {
  const html = renderToString(element);
  let markdown = known.get(html);
  if (markdown === undefined) {
    markdown = htmlToMarkdown(html);
    if (known.size >= REMEMBERED) known.clear();
    known.set(html, markdown);
  }
  return markdown;
}

/** Markdown moved right by `indent`; blank lines stay empty, as mdast-util-to-markdown leaves them. */
const indented = (markdown: string, indent: string) => markdown.replace(/^(?=.)/gm, indent);

/** What a field or a variant holds, as blocks of the flow it sits in. */
function nestedBlocks(nested: Nested): string[] {
  if (nested.kind !== 'fields') return [twinOf(<NestedFields nested={nested} />)];
  const blocks: string[] = [];
  if (nested.properties) blocks.push(twinOf(<Expandable title={nested.properties.title} />), fieldsMarkdown(nested.properties.fields));
  if (nested.variants) {
    blocks.push(twinOf(<VariantsLabel variants={nested.variants} />));
    for (const variant of nested.variants.options) blocks.push(twinOf(<VariantTab variant={variant} />), ...(variant.nested ? nestedBlocks(variant.nested) : []));
  }
  return blocks.filter(Boolean);
}

/** Fields as a Markdown list, each with what it holds nested under it. */
export function fieldsMarkdown(fields: FieldNode[]): string {
  return fields
    .map((field) => {
      const item = twinOf(<FieldItem field={field} />);
      const inside = field.nested ? nestedBlocks(field.nested) : [];
      return inside.length ? `${item}\n\n${indented(inside.join('\n\n'), '  ')}` : item;
    })
    .join('\n\n');
}

/**
 * An endpoint page's twin: the generic twin of its HTML with every field list left as a mark, and
 * each mark replaced by its list written here.
 */
export function twinOfPage(page: VNode): string {
  // Random per page, so no spec's text can forge a mark.
  const nonce = Math.random().toString(36).slice(2);
  const marks = { mark: (index: number) => `QUIRE${nonce}FIELDS${index}`, lists: [] as FieldNode[][] };
  const markdown = htmlToMarkdown(renderToString(<FieldListMarks.Provider value={marks}>{page}</FieldListMarks.Provider>));
  return markdown.replace(new RegExp(`^( *)QUIRE${nonce}FIELDS(\\d+)$`, 'gm'), (_, indent: string, index: string) => indented(fieldsMarkdown(marks.lists[Number(index)]!), indent));
}
