import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { report } from '../page-data.js';

/**
 * How deep a page's syntax tree may nest: components, lists and quotes inside one another. Real
 * pages stay far below it (a list nested ten levels is about 22); the plugins and the renderer
 * recurse per level, and 2,000 nested `<Note>`s overflowed the stack.
 */
export const MAX_NESTING = 128;

/** Thrown to stop a compile or check after remarkNestingDepth has reported the page. */
export class NestedTooDeep extends Error {
  constructor() {
    super('The page nests too deep to compile.');
    this.name = 'NestedTooDeep';
  }
}

/**
 * First of the page checks: a tree nested deeper than MAX_NESTING is a located `mdx/too-deep`
 * error at its first node past the limit, and nothing else looks at it. The walk keeps its own
 * stack, so it holds at any depth.
 */
export function remarkNestingDepth() {
  return (tree: Root, file: VFile) => {
    const stack: [Nodes, number][] = [[tree, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      if (depth > MAX_NESTING) {
        report(file, node.position?.start, {
          rule: 'mdx/too-deep',
          message: `The page nests more than ${MAX_NESTING} levels deep here (components, lists or quotes inside one another).`,
          hint: 'Flatten the structure: close components before opening the next, or split the content into sections or pages.',
        });
        throw new NestedTooDeep();
      }
      if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i] as Nodes, depth + 1]);
    }
  };
}
