import type { Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The attribute `name` of an element, whatever its value (string, `{expression}`, or none for a flag). */
export function jsxAttribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The element spreads props (`{...props}`): any attribute may come from there, so none is missing. */
export function spreadsProps(element: JsxElement): boolean {
  return element.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute');
}
