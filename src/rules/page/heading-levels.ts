import type { PageRule } from '../rule.js';
import { walkWithAncestors } from '../rule.js';

/**
 * Rule `page/heading-levels`: the page's title is its only h1 (the layout writes it from the
 * front matter), so body headings start at level 2 and never skip a level going down: screen
 * readers and the table of contents navigate by this outline.
 */
export const headingLevels: PageRule = {
  id: 'page/heading-levels',
  severity: 'warning',
  summary: 'Headings start at level 2 (`##`), never `#`, and never skip a level going down.',
  check(page) {
    let previous = 1;
    walkWithAncestors(page.tree, (node) => {
      if (node.type !== 'heading') return;
      const place = node.position?.start;
      if (node.depth === 1) {
        page.report({ place, message: 'A level-1 heading in the body: the page title is the only h1.', hint: 'Write `##` instead of `#`; the title comes from `title` in the front matter.' });
      } else if (node.depth > previous + 1) {
        page.report({
          place,
          message: `A level-${node.depth} heading after a level-${previous} one skips level ${previous + 1}.`,
          hint: `Use \`${'#'.repeat(previous + 1)}\` here, or add the level-${previous + 1} section it belongs to.`,
        });
      }
      previous = Math.max(2, node.depth);
    });
  },
};
