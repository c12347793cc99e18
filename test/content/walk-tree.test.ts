import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { walkTree } from '../../src/content/walk-tree.js';

describe('walkTree', () => {
  it('visits every node in document order with its parent and index', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: 'a' }] },
        { type: 'paragraph', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'b' }] }, { type: 'text', value: 'c' }] },
      ],
    };
    const seen: string[] = [];
    walkTree(tree, (node, parent, index) => seen.push(`${node.type}${'value' in node ? `:${node.value}` : ''}@${parent?.type ?? '-'}[${index ?? '-'}]`));
    expect(seen).toEqual([
      'root@-[-]',
      'heading@root[0]',
      'text:a@heading[0]',
      'paragraph@root[1]',
      'emphasis@paragraph[0]',
      'text:b@emphasis[0]',
      'text:c@paragraph[1]',
    ]);
  });
});
