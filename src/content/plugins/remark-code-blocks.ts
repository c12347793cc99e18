import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parseCodeMeta } from '../code-meta.js';
import { highlight } from '../highlight.js';
import { walkTree } from '../walk-tree.js';

/**
 * Highlights every fenced code block at build time and turns it into a `<CodeBlock>` element
 * carrying the highlighted HTML, the language and the file name from the fence.
 */
export function remarkCodeBlocks() {
  return async (tree: Root) => {
    const blocks: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    walkTree(tree, (node, parent, index) => {
      if (node.type === 'code' && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    await Promise.all(
      blocks.map(async ({ node, index, parent }) => {
        const lang = node.lang ?? '';
        const meta = parseCodeMeta(node.meta);
        const html = await highlight(node.value, lang, meta.highlight);
        const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'html', value: html }];
        if (lang) attributes.push({ type: 'mdxJsxAttribute', name: 'lang', value: lang });
        if (meta.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: meta.title });
        const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] };
        if (node.position) element.position = node.position;
        parent.children[index] = element;
      }),
    );
  };
}
