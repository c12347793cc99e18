import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { walkTree } from '../walk-tree.js';

/**
 * A ```` ```mermaid ```` fence becomes a diagram in the browser: drawing Mermaid at build time
 * would need a headless browser. The fence stays a code block (highlighted by
 * remark-code-blocks, after this) inside a container: a reader without JavaScript sees the
 * source, and the Mermaid feature (client/features/mermaid.ts) draws from it.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    walkTree(tree, (node, parent, index) => {
      if (node.type !== 'code' || node.lang !== 'mermaid' || !parent || index === undefined) return;
      const container: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'div',
        // The marker of the Mermaid feature in client/features.ts.
        attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'q-mermaid' }],
        children: [node],
      };
      if (node.position) container.position = node.position;
      parent.children[index] = container;
    });
  };
}
