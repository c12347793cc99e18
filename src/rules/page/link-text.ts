import type { PageRule } from '../rule.js';
import { textOf, walkWithAncestors } from '../rule.js';
import { isJsxElement } from '../jsx.js';

/** Link text that says nothing of where the link goes, read out alone by screen readers' link lists. */
const GENERIC_TEXT = new Set(['click here', 'here', 'read more', 'this link', 'link', 'more', 'this', 'click', 'this page', 'learn more', 'go', 'see here']);

/**
 * Rule `page/link-text`: a link's text names where it leads. Markdown links, `<a>` and `<Link>`.
 */
export const linkText: PageRule = {
  id: 'page/link-text',
  severity: 'warning',
  summary: 'Link text names where the link goes, never "click here", "here", "read more", "this link", "link" or "more".',
  check(page) {
    walkWithAncestors(page.tree, (node) => {
      if (node.type !== 'link' && !(isJsxElement(node) && (node.name === 'a' || node.name === 'Link'))) return;
      const text = textOf(node).trim();
      const words = text.toLowerCase().replace(/[\s.:!…→>»]+$/u, '').replace(/\s+/g, ' ');
      if (!GENERIC_TEXT.has(words)) return;
      page.report({
        place: node.position?.start,
        message: `The link text "${text}" does not say where the link goes.`,
        hint: 'Use the name of what it opens, for example "[the configuration reference](/config)" instead of "[here](/config)".',
      });
    });
  },
};
