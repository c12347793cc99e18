import type { Program } from 'estree';
import type { Nodes, Parents } from 'mdast';

/**
 * Calls `enter` for `tree` and every node below it, parents before children, in document order.
 * Plain recursion instead of unist-util-visit, which renames a closure per node
 * (`Object.defineProperty(visit, 'name', ...)`) for its stack traces: across the plugins' walks
 * that cost ~10% of a page's render.
 */
export function walkTree(tree: Nodes, enter: (node: Nodes, parent: Parents | undefined, index: number | undefined) => void): void {
  const walk = (node: Nodes, parent: Parents | undefined, index: number | undefined) => {
    enter(node, parent, index);
    if ('children' in node) {
      const children = node.children as Nodes[];
      for (let i = 0; i < children.length; i++) walk(children[i]!, node, i);
    }
  };
  walk(tree, undefined, undefined);
}

/** Calls `enter` for the program of every `{ }` expression, in text and in component attributes. */
export function walkExpressions(tree: Nodes, enter: (program: Program) => void): void {
  const visit = (program: Program | null | undefined) => {
    if (program) enter(program);
  };
  walkTree(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') visit(node.data?.estree);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') visit(attribute.data?.estree);
        else if (attribute.value && typeof attribute.value === 'object') visit(attribute.value.data?.estree);
      }
    }
  });
}
