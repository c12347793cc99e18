import type { PageRule } from '../rule.js';
import { walkWithAncestors } from '../rule.js';

/**
 * Rule `page/code-language`: every fenced code block names its language, so it is highlighted
 * and a reader (or an AI editor) knows what to run it with. `text` names plain output.
 */
export const codeLanguage: PageRule = {
  id: 'page/code-language',
  severity: 'warning',
  summary: 'Every code block names its language after the opening fence (```bash, ```json; ```text for output).',
  check(page) {
    walkWithAncestors(page.tree, (node) => {
      if (node.type !== 'code' || node.lang) return;
      // An indented block (no fence) has no place to name a language; only fences are reported.
      const start = node.position?.start;
      const fenced = start && /^\s*(`{3,}|~{3,})/.test(page.source.split('\n')[start.line - 1] ?? '');
      if (!fenced) return;
      page.report({ place: start, message: 'This code block does not name its language.', hint: 'Write the language after the opening fence, for example ```bash or ```json; use ```text for plain output.' });
    });
  },
};
