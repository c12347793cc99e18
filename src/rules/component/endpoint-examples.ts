import type { PageRule } from '../rule.js';
import { walkWithAncestors } from '../rule.js';
import { isJsxElement } from '../jsx.js';

const EXAMPLES = new Set(['RequestExample', 'ResponseExample']);

/**
 * Rule `component/endpoint-examples`: RequestExample and ResponseExample belong to endpoint
 * pages (front matter `api` or `openapi`), where the layout puts them beside the parameters.
 * Elsewhere a CodeGroup shows code in several languages.
 */
export const endpointExamples: PageRule = {
  id: 'component/endpoint-examples',
  severity: 'warning',
  summary: '`<RequestExample>` and `<ResponseExample>` appear only on endpoint pages (front matter `api` or `openapi`); elsewhere use `<CodeGroup>`.',
  check(page) {
    if (page.frontmatter.api || page.frontmatter.openapi) return;
    walkWithAncestors(page.tree, (node) => {
      if (!isJsxElement(node) || !node.name || !EXAMPLES.has(node.name)) return;
      page.report({
        place: node.position?.start,
        message: `\`<${node.name}>\` is for endpoint pages, and this page has neither \`api\` nor \`openapi\` in its front matter.`,
        hint: 'Use `<CodeGroup>` for code in several languages, or make this an endpoint page with `api: "GET /path"` in the front matter.',
      });
    });
  },
};
