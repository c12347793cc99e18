import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { compileContent } from '../../src/content/compile.js';
import { render, siteDir } from './render-helper.js';

/** An `export` makes a page need JavaScript, so it takes the compiled path; it renders nothing. */
const FORCE_COMPILED = 'export const forceCompiledPath = true;\n\n';

const pages: Record<string, string> = {
  markdown: [
    '# Title',
    '',
    'Some **bold**, _em_, `code`, ~~del~~, a [link](/x "Title"), an ![image](/a.png "t") and https://example.com.',
    '',
    '1. one',
    '2. two',
    '',
    '3. three',
    '',
    '- [x] done',
    '- [ ] todo',
    '',
    '| Left | Centre | Right | None |',
    '| :--- | :----: | ----: | ---- |',
    '| a | b | c | d |',
    '',
    '> quoted',
    '',
    '---',
    '',
    '```js app.js {2}',
    'const a = 1;',
    'console.log(a);',
    '```',
    '',
  ].join('\n'),
  components: [
    '<Note>A note with **bold**.</Note>',
    '',
    '<Steps>',
    '  <Step title="Install" stepNumber={3}>',
    '    Run it.',
    '  </Step>',
    '</Steps>',
    '',
    '<CardGroup cols={2}>',
    '  <Card title="Guides" icon="book" href="/guides" horizontal>Read.</Card>',
    '  <Card title={`API`} icon="code" href="https://example.com" />',
    '</CardGroup>',
    '',
    '<Tabs>',
    '  <Tab title="npm">`npm i`</Tab>',
    '  <Tab title="pnpm">',
    '    ```sh',
    '    pnpm add quire',
    '    ```',
    '  </Tab>',
    '</Tabs>',
    '',
    '<AccordionGroup>',
    '  <Accordion title="Why?" defaultOpen>Because.</Accordion>',
    '</AccordionGroup>',
    '',
    '<ParamField query="limit" type="number" default={10} required>',
    '  How many.',
    '</ParamField>',
    '',
    '<ResponseField name="data" type="object" default={{ "a": [1, -2, "x", null, true] }}>Fields.</ResponseField>',
    '',
    '<div className="custom" data-x="1">Inline <span style={{ color: "red" }}>HTML</span> and <>a fragment</></div>',
    '',
    '<Frame caption="A frame">![shot](/shot.png)</Frame>',
    '',
    'Text with <Tooltip tip="More">a tooltip</Tooltip> and <Icon icon="star" size={20} />.',
    '',
    '<Update label="v1" description="First">Released.</Update>',
  ].join('\n'),
  'math and diagrams': [
    '## About $O(n)$',
    '',
    'Inline $\\pi r^2$, a price of $5 and $10, and <Latex>\\frac{a}{b}</Latex>.',
    '',
    '$$',
    '\\int_0^1 x\\,dx',
    '$$',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
  ].join('\n'),
};

describe('pages without JavaScript', () => {
  for (const [name, source] of Object.entries(pages)) {
    it(`render ${name} exactly as the compiled path does`, async () => {
      const file = path.join(siteDir, 'test.mdx');
      expect((await compileContent(source, file, siteDir, false)).compiled?.data.staticContent).toBeDefined();
      expect((await compileContent(FORCE_COMPILED + source, file, siteDir, false)).compiled?.data.staticContent).toBeUndefined();
      const fast = await render(source);
      const compiled = await render(FORCE_COMPILED + source);
      expect(fast.html).toBe(compiled.html);
      expect(fast.toc).toEqual(compiled.toc);
      expect(fast.html).toContain('q-');
    });
  }

  it('take the compiled path for expressions, spreads, unknown components and snippets', async () => {
    const file = path.join(siteDir, 'test.mdx');
    for (const source of ['Hi {1 + 1}', '<Note {...{ icon: "x" }}>a</Note>', '<Card title={name} />', '<Snippet file="greeting.mdx" />']) {
      const { compiled } = await compileContent(source, file, siteDir, false);
      expect(compiled?.data.staticContent, source).toBeUndefined();
    }
    const snippet = await compileContent('A snippet.', path.join(siteDir, 'snippets/s.mdx'), siteDir, true);
    expect(snippet.compiled?.data.staticContent).toBeUndefined();
  });
});
