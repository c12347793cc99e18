import { describe, expect, it } from 'vitest';
import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { mdxPassThroughHandlers } from '../../src/content/mdx-pass-through.js';

describe('mdxPassThroughHandlers', () => {
  it('copies an MDX node shallowly, sharing its attributes, with its children converted', () => {
    const attributes: MdxJsxFlowElement['attributes'] = [{ type: 'mdxJsxAttribute', name: 'title', value: 'x' }];
    const node: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'Note', attributes, children: [{ type: 'paragraph', children: [] }] };
    const converted = [{ type: 'element' as const, tagName: 'p', properties: {}, children: [] }];
    const state = { all: (parent: Nodes) => (parent === node ? converted : []) };
    const result = mdxPassThroughHandlers.mdxJsxFlowElement(state, node) as unknown as MdxJsxFlowElement;
    expect(result).not.toBe(node);
    expect(result.attributes).toBe(attributes);
    expect(result.children).toBe(converted);
    expect(node.children[0]?.type).toBe('paragraph');
  });

  it('copies childless nodes (expressions, ESM) as they are', () => {
    const node: Nodes = { type: 'mdxFlowExpression', value: '1 + 1' };
    const result = mdxPassThroughHandlers.mdxFlowExpression({ all: () => [] }, node);
    expect(result).toEqual(node);
    expect(result).not.toBe(node);
  });
});
