import type { Heading, PhrasingContent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { headingDepth } from '../../components/heading.js';
import { walkTree } from '../walk-tree.js';

/** A literal attribute's text: `level="3"` and `level={3}` alike; undefined for anything computed. */
function literal(element: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = attribute?.value;
  if (typeof value === 'string') return value;
  return value && /^\s*[\w-]+\s*$/.test(value.value) ? value.value.trim().replace(/^['"]|['"]$/g, '') : undefined;
}

/**
 * `<Heading level={3} id="setup">Setting up</Heading>` becomes a Markdown heading of that level
 * (2 by default), so it gets its id, its anchor and its place in the table of contents like any
 * other. A level that is not 1 to 6 is read as 2.
 */
export function remarkHeadingComponent() {
  return (tree: Root) => {
    walkTree(tree, (node, parent, index) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Heading' || !parent || index === undefined) return;
      const element = node as MdxJsxFlowElement;
      const id = literal(element, 'id');
      // Written over several lines, the text is a paragraph inside the element.
      const children = element.children.flatMap((child): unknown[] => (child.type === 'paragraph' ? child.children : [child])) as PhrasingContent[];
      const heading: Heading = {
        type: 'heading',
        depth: headingDepth(literal(element, 'level')),
        children,
        position: element.position,
        ...(id ? { data: { hProperties: { id } } } : {}),
      };
      parent.children.splice(index, 1, heading as never);
    });
  };
}
