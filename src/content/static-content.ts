import type { Expression, Program } from 'estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { Fragment, h, type ComponentChild, type ComponentType, type VNode } from 'preact';

/*
 * Most pages are Markdown and components with literal attributes: nothing in them needs
 * JavaScript. For those, the hast MDX would compile to a JS module (estree, JSX rewriting,
 * code generation, `new Function`) becomes Preact elements directly, which is the same tree
 * that module's `MDXContent` returns. The rules below mirror what MDX does on the way
 * (hast-util-to-estree with its defaults, then the automatic JSX runtime); anything they do not
 * cover returns undefined and the page takes the compiled path.
 */

type Components = Record<string, ComponentType<any>>;
type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** hast-util-to-estree drops `\n` text directly inside these, as React would warn about it. */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const TABLE_CELLS = new Set(['td', 'th']);
/** Properties Markdown produces whose JSX name is the hast name; any other one takes the compiled path. */
const PLAIN_PROPERTIES = new Set(['className', 'id', 'href', 'title', 'src', 'alt', 'start', 'type', 'checked', 'disabled', 'align']);
/** Properties our own rehype plugins add, by their attribute name (rehype-task-list-labels). */
const RENAMED_PROPERTIES = new Map([['ariaLabel', 'aria-label']]);
const WHITESPACE = /^[ \t\n\f\r]*$/;

/** Thrown inside the conversion when the tree needs the compiled path; never escapes this module. */
const NEEDS_JAVASCRIPT = Symbol('needs JavaScript');

/** The page as Preact elements, or undefined when it needs JavaScript (ESM, expressions, spreads...). */
export function staticContent(tree: Root, components: Components): VNode | undefined {
  try {
    const children = convertChildren(tree.children, false, components);
    // MDX drops whitespace-only text before the first and after the last real child of the page.
    let start = 0;
    let end = children.length;
    while (start < end && isWhitespace(children[start])) start++;
    while (end > start && isWhitespace(children[end - 1])) end--;
    return h(Fragment, null, ...children.slice(start, end));
  } catch (error) {
    if (error === NEEDS_JAVASCRIPT) return undefined;
    throw error;
  }
}

function isWhitespace(child: ComponentChild): boolean {
  return typeof child === 'string' && WHITESPACE.test(child);
}

function convertChildren(nodes: (RootContent | ElementContent)[], inTable: boolean, components: Components): ComponentChild[] {
  const out: ComponentChild[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        if (inTable && node.value === '\n') continue;
        if (node.value) out.push(node.value);
        break;
      case 'element':
        out.push(convertElement(node, components));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(convertJsxElement(node, components));
        break;
      default:
        // ESM, `{expressions}`, raw HTML, comments.
        throw NEEDS_JAVASCRIPT;
    }
  }
  return out;
}

function convertElement(node: Element, components: Components): VNode {
  const tag = node.tagName;
  // Inside <svg> hast-util-to-estree switches to SVG attribute names.
  if (tag.toLowerCase() === 'svg') throw NEEDS_JAVASCRIPT;
  const props: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(node.properties)) {
    const renamed = RENAMED_PROPERTIES.get(name);
    if (!renamed && !PLAIN_PROPERTIES.has(name)) throw NEEDS_JAVASCRIPT;
    if (raw === null || raw === undefined || raw === false || (typeof raw === 'number' && Number.isNaN(raw))) continue;
    const value = Array.isArray(raw) ? raw.join(' ').trim() : raw;
    if (name === 'align' && TABLE_CELLS.has(tag)) props.style = { textAlign: String(value) };
    else props[renamed ?? name] = value === true ? true : String(value);
  }
  const children = convertChildren(node.children, TABLE_ELEMENTS.has(tag.toLowerCase()), components);
  return h(tag, props, ...children) as VNode;
}

function convertJsxElement(node: JsxElement, components: Components): VNode {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) props[attributeName(attribute)] = attributeValue(attribute as MdxJsxAttribute);
  const children = convertChildren(node.children, false, components);
  return h(elementType(node.name, components), props, ...children);
}

function elementType(name: string | null, components: Components): string | ComponentType<any> {
  if (name === null) return Fragment;
  if (name.includes('.') || name.includes(':') || name.toLowerCase() === 'svg') throw NEEDS_JAVASCRIPT;
  if (/^[a-z]/.test(name) || name.includes('-')) return name;
  // Not a Quire component: defined by the page, or an error the compiled path reports.
  const component = components[name];
  if (!component) throw NEEDS_JAVASCRIPT;
  return component;
}

function attributeName(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string {
  // `{...spread}`; `key` and `ref` are not props in the JSX runtime.
  if (attribute.type !== 'mdxJsxAttribute' || attribute.name === 'key' || attribute.name === 'ref') throw NEEDS_JAVASCRIPT;
  return attribute.name;
}

function attributeValue(attribute: MdxJsxAttribute): unknown {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const program = value.data?.estree as Program | undefined;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') throw NEEDS_JAVASCRIPT;
  return literal(statement.expression);
}

/** The value of `{2}`, `{true}`, `{"x"}`, `{-1}`, `` {`x`} ``, or arrays and objects of those. */
function literal(expression: Expression): unknown {
  switch (expression.type) {
    case 'Literal':
      if ('regex' in expression || 'bigint' in expression) throw NEEDS_JAVASCRIPT;
      return expression.value;
    case 'UnaryExpression':
      if ((expression.operator === '-' || expression.operator === '+') && expression.argument.type === 'Literal' && typeof expression.argument.value === 'number') {
        return expression.operator === '-' ? -expression.argument.value : expression.argument.value;
      }
      throw NEEDS_JAVASCRIPT;
    case 'TemplateLiteral': {
      const cooked = expression.expressions.length === 0 ? expression.quasis[0]?.value.cooked : undefined;
      if (typeof cooked !== 'string') throw NEEDS_JAVASCRIPT;
      return cooked;
    }
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw NEEDS_JAVASCRIPT;
        return literal(element);
      });
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand) throw NEEDS_JAVASCRIPT;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        // `__proto__: x` sets the prototype in a JS object literal, not a property.
        if (key === undefined || key === '__proto__') throw NEEDS_JAVASCRIPT;
        object[key] = literal(property.value as Expression);
      }
      return object;
    }
    default:
      throw NEEDS_JAVASCRIPT;
  }
}
