import { PAGE_RULES } from '../rules/index.js';

/** SPEC.md's components by kind, as a writer chooses among them. */
const COMPONENTS_BY_KIND: [string, string][] = [
  ['Callouts', '`<Note>`, `<Tip>`, `<Warning>`, `<Info>`, `<Check>`'],
  ['Code', 'a fenced code block, `<CodeGroup>` (one example in several languages), `<RequestExample>`, `<ResponseExample>`'],
  ['Structure', '`<Steps>`/`<Step title>`, `<Tabs>`/`<Tab title>`, `<AccordionGroup>`/`<Accordion title>`, `<Card title icon href>`, `<CardGroup cols={2}>`'],
  ['API fields', '`<ParamField>`, `<ResponseField>`, `<Expandable title>`'],
  ['Media and more', '`<Frame caption>`, `<video>`, `<iframe>`, `<Tooltip tip>`, `<Update label description>`'],
];

/** SPEC.md's component-selection rules, as instructions. */
const SELECTION_RULES = [
  'Use `<Steps>` for sequential procedures, one `<Step>` per action.',
  'Use `<Tabs>` for platform-specific or alternative content.',
  'Use `<CodeGroup>` to show one concept in several languages.',
  'Use accordions for progressive disclosure: details most readers skip.',
  'Use `<RequestExample>` and `<ResponseExample>` only on endpoint pages (front matter `api` or `openapi`).',
  'Use `<ParamField>` to document parameters, `<ResponseField>` to document response fields.',
  'Use `<Expandable>` for the nested properties of an object.',
];

/**
 * `.cursor/rules.md`: SPEC.md's authoring conventions and component-selection rules written as
 * instructions for an AI editor, the components this site can use (Quire's, and the site's own
 * snippets), and the command that checks the result. Made from the rules `quire check` enforces,
 * so the two cannot drift apart.
 */
export function rulesFile(snippets: readonly string[]): string {
  const lines = [
    '# Writing rules for this documentation site',
    '',
    'This site is built with Quire (`quire-docs` on npm) from `docs.json` and the MDX pages in this folder.',
    'Follow these rules whenever you add or edit a page.',
    '',
    '## Conventions',
    '',
    '- Every page begins with YAML front matter: a specific, keyword-rich `title` (never "Overview", "Introduction" or the file name) and a `description`: one sentence of 50–160 characters on the page\'s purpose.',
    '- Headings in a page start at level 2 (`##`); the title is the only level 1. Never skip a level going down.',
    '- Wrap every image in `<Frame>` (add `caption="..."` when useful) and give it alt text that describes what it shows.',
    '- Link text says where the link goes ("the configuration reference"), never "click here", "here", "read more" or "this link".',
    '- Code examples are complete and runnable, name their language after the fence (```bash, ```json; ```text for output) and may name a file (```js index.js).',
    '- Code never holds real secrets: write `YOUR_API_KEY`, `<token>` or `sk_test_…` instead.',
    '- `<ParamField>` has exactly one location attribute among `path`, `body`, `query` and `header`, whose value is the parameter name; add `type`, `required` and `default` as needed.',
    '- Add every new page to `navigation` in `docs.json`, once.',
    '',
    '## Choosing components',
    '',
    ...SELECTION_RULES.map((rule) => `- ${rule}`),
    '',
    '## Components this site can use',
    '',
    ...COMPONENTS_BY_KIND.map(([kind, names]) => `- ${kind}: ${names}`),
    ...(snippets.length ? ['', "The site's own snippets (import them from these files):", '', ...snippets.map((file) => `- \`/${file}\``)] : []),
    '',
    '## Check your work',
    '',
    'Run this after every change and fix everything it reports before you finish:',
    '',
    '```bash',
    'npx quire-docs check --strict',
    '```',
    '',
    'It enforces these rules:',
    '',
    ...PAGE_RULES.map((rule) => `- \`${rule.id}\`: ${rule.summary}`),
    '',
    'A line that must break a rule on purpose can say so with `{/* quire-ignore <rule id> */}` on the line before it.',
    '',
  ];
  return lines.join('\n');
}
