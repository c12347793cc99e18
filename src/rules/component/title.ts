import type { PageRule } from '../rule.js';
import { walkWithAncestors } from '../rule.js';
import { isJsxElement, jsxAttribute, spreadsProps } from '../jsx.js';

/** Components a reader opens or moves between by their title: without one the control has no label. */
const TITLED = new Set(['Step', 'Tab', 'Accordion', 'Expandable']);

/** Rule `component/title`: Step, Tab, Accordion and Expandable have a non-empty `title`. */
export const componentTitle: PageRule = {
  id: 'component/title',
  severity: 'warning',
  summary: '`<Step>`, `<Tab>`, `<Accordion>` and `<Expandable>` each have a `title`.',
  check(page) {
    walkWithAncestors(page.tree, (node) => {
      if (!isJsxElement(node) || !node.name || !TITLED.has(node.name) || spreadsProps(node)) return;
      const title = jsxAttribute(node, 'title');
      if (title && (typeof title.value !== 'string' || title.value.trim())) return;
      page.report({
        place: node.position?.start,
        message: title ? `\`<${node.name}>\` has an empty \`title\`.` : `\`<${node.name}>\` has no \`title\`.`,
        hint: `Write for example \`<${node.name} title="Install the CLI">\`: the title labels it for readers and screen readers.`,
      });
    });
  },
};
