import type { Element, ElementContent, Root } from 'hast';

type Parent = Root | Element;

/** The text a reader sees in a task item after its checkbox, without nested lists. */
function itemText(nodes: readonly unknown[]): string {
  let text = '';
  for (const node of nodes as ElementContent[]) {
    if (node.type === 'text') text += node.value;
    else if (node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol')) continue;
    else if ('children' in node) text += itemText(node.children);
  }
  return text;
}

function walk(parent: Parent): void {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox' && node.properties.ariaLabel === undefined) {
      const label = itemText(children.slice(i + 1)).replace(/\s+/g, ' ').trim();
      node.properties.ariaLabel = label || (node.properties.checked ? 'Done' : 'To do');
    }
    // Elements and MDX's JSX nodes (a task list inside <Note>) both hold children.
    if ('children' in node) walk(node as Parent);
  }
}

/**
 * GFM task lists (`- [x] Done`) become disabled checkboxes without a label, which screen readers
 * announce as an unnamed "checkbox" (axe `label`, WCAG 4.1.2). Each is named by its item's text.
 * Plain recursion, like the other plugins (see walk-tree.ts).
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => walk(tree);
}
