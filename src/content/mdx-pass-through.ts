import type { ElementContent } from 'hast';
import type { Nodes } from 'mdast';

interface ToHastState {
  all(node: Nodes): ElementContent[];
}

type PassThrough = (state: ToHastState, node: Nodes) => ElementContent;

/*
 * remark-rehype passes MDX's own nodes (JSX, expressions, ESM) into hast by deep-copying each
 * one with a structured-clone polyfill, estree and all: ~3% of a page's render in the profile.
 * The mdast is dropped once the hast exists, so a shallow copy that shares the rest is enough.
 */
const shareNode: PassThrough = (state, node) =>
  ('children' in node ? { ...node, children: state.all(node) } : { ...node }) as unknown as ElementContent;

/** remark-rehype `handlers` for the node types MDX would otherwise pass through by cloning. */
export const mdxPassThroughHandlers = {
  mdxFlowExpression: shareNode,
  mdxJsxFlowElement: shareNode,
  mdxJsxTextElement: shareNode,
  mdxTextExpression: shareNode,
  mdxjsEsm: shareNode,
};
