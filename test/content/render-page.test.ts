import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { renderPage } from '../../src/content/render-page.js';
import { render, renderErrors, siteDir, tags } from './render-helper.js';

describe('renderPage: Markdown', () => {
  it('renders GFM tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const { html } = await render(
      [
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '- [x] done',
        '- [ ] todo',
        '',
        '~~old~~ see https://example.com and a note[^1].',
        '',
        '[^1]: The footnote.',
      ].join('\n'),
    );
    expect(html).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td>2<\/td>/);
    expect(tags(html, 'input', /type="checkbox"/, /checked/)).toHaveLength(1);
    expect(html).toContain('<del>old</del>');
    expect(tags(html, 'a', /href="https:\/\/example.com"/)).toHaveLength(1);
    expect(html).toMatch(/<section[^>]*data-footnotes[\s\S]*The footnote/);
  });

  it('gives headings stable ids and builds the TOC from h2 and h3', async () => {
    const page = await render('# Title\n\n## Getting started\n\n### Install `quire`\n\n#### Deep\n\n## Getting started\n');
    expect(page.toc).toEqual([
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'install-quire', text: 'Install quire' },
      { depth: 2, id: 'getting-started-1', text: 'Getting started' },
    ]);
    expect(tags(page.html, 'h4', /id="deep"/)).toHaveLength(1);
  });

  it('returns front matter, plain text, and no warnings for a clean page', async () => {
    const page = await render('---\ntitle: Hello\nmode: wide\n---\n\nSome **bold** words.\n');
    expect(page.frontmatter).toEqual({ title: 'Hello', mode: 'wide' });
    expect(page.text).toBe('Some bold words.');
    expect(page.warnings).toEqual([]);
  });

  it('reads .md files as Markdown, not MDX', async () => {
    const page = await renderPage({ file: path.join(siteDir, 'notes.md'), siteDir });
    expect(page.html).toContain('{braces}');
    expect(page.html).not.toContain('q-callout');
    expect(page.toc).toEqual([{ depth: 2, id: 'markdown-only', text: 'Markdown only' }]);
  });

  it('drops .mdx/.md from relative links and leaves other links alone', async () => {
    const { html } = await render('[a](./setup.mdx#x) [b](../guide.md) [c](https://x.dev/a.md) [d](/abs)');
    expect(html).toContain('href="./setup#x"');
    expect(html).toContain('href="../guide"');
    expect(html).toContain('href="https://x.dev/a.md"');
    expect(html).toContain('href="/abs"');
  });

  it('highlights code at build time with light and dark colours, title and line highlights', async () => {
    const { html } = await render('```ts index.ts {2}\nconst a = 1;\nconst b = 2;\n```\n\n```nonsense\nplain <text>\n```');
    expect(tags(html, 'figure', /class="q-code"/, /data-tab-title="index.ts"/)).toHaveLength(1);
    expect(html).toContain('--shiki-light:');
    expect(html).toContain('--shiki-dark:');
    expect(html).toMatch(/class="line q-line-hl"><span[^>]*>const<\/span><span[^>]*> b/);
    expect(html).toContain('plain &#x3C;text>');
  });
});

describe('renderPage: imports and snippets', () => {
  it('imports MDX snippets (root-relative and relative), exports, .jsx components and <Snippet file>', async () => {
    const page = await renderPage({ file: path.join(siteDir, 'page.mdx'), siteDir });
    expect(page.html).toContain('Uses Quire 1.2 and here.');
    expect(page.html).toContain('Hello from a snippet, bananas!');
    expect(page.html).toContain('Hello from a snippet, apples!');
    expect(page.html).toContain('<span class="badge">new</span>');
    expect(page.html).toContain('Relative snippet text.');
    expect(tags(page.html, 'div', /q-callout--note/)).toHaveLength(2);
    expect(page.dependencies.map((d) => path.relative(siteDir, d)).sort()).toEqual([
      'guides/relative.mdx',
      'snippets/badge.jsx',
      'snippets/greeting.mdx',
      'snippets/vars.mdx',
    ]);
  });

  it('passes props to snippets as bare names and as props.x', async () => {
    const { html, warnings } = await render(`<Snippet file="props-snippet.mdx" platform="Vercel" region="eu" />`);
    expect(html).toContain('hosted on Vercel and eu.');
    expect(warnings).toEqual([]);
  });

  it('warns about a name a page uses but never defines', async () => {
    const { warnings } = await render('Value: {missing}');
    expect(warnings).toMatchObject([{ rule: 'mdx/undefined-variable', line: 1, column: 9 }]);
  });
});

describe('renderPage: user errors name file:line:column', () => {
  it('reports an MDX syntax error with a code frame', async () => {
    const [error] = await renderErrors('# Title\n\n<Note>\nunclosed\n');
    expect(error).toMatchObject({ file: 'test.mdx', rule: 'mdx/syntax', severity: 'error' });
    expect(error!.line).toBeGreaterThan(0);
    expect(error!.frame).toContain('>');
    expect(error!.hint).toBeTruthy();
  });

  it('leaves every unknown component out of the page, as Mintlify did, with a warning where it is used', async () => {
    const { html, warnings } = await render('## A\n\n<Notte>first</Notte>\n\nText <Toltip tip="x">second</Toltip> after.\n\n<Mystery />\n\n<NewDocument>third</NewDocument>\n');
    expect(warnings.map((e) => [e.rule, e.severity, e.line, e.column])).toEqual([
      ['mdx/unknown-component', 'warning', 3, 1],
      ['mdx/unknown-component', 'warning', 5, 6],
      ['mdx/unknown-component', 'warning', 7, 1],
      ['mdx/unknown-component', 'warning', 9, 1],
    ]);
    expect(warnings[0]!.hint).toContain('<Note>');
    expect(warnings[1]!.hint).toContain('<Tooltip>');
    expect(warnings[3]!.hint).toContain('import it');
    expect(html).toContain('<p>Text  after.</p>');
    for (const text of ['first', 'second', 'third', 'Mystery']) expect(html).not.toContain(text);
  });

  it('warns at the attribute of an icon the free Font Awesome packs lack, and renders a placeholder in its place', async () => {
    const { html, warnings } = await render('## A\n\n<Card title="Flow" icon="arrow-progress">x</Card>\n\n<Card title="Ok" icon="book" iconType="duotone">y</Card> <Icon icon="/i.svg" />\n');
    expect(warnings.map((e) => [e.rule, e.severity, e.line, e.column])).toEqual([['icon/unknown', 'warning', 3, 20]]);
    expect(warnings[0]!.message).toContain('`arrow-progress`');
    expect(warnings[0]!.hint).toContain('free');
    expect(html).toContain('q-icon-missing');
  });

  it('leaves an unknown component out of a page that runs JavaScript too; inside a `{ }` expression it stays an error', async () => {
    const { html, warnings } = await render('export const answer = 42;\n\n<Caution>careful</Caution>\n\n{answer}\n');
    expect(warnings.map((e) => e.rule)).toEqual(['mdx/unknown-component']);
    expect(html).toBe('\n42');
    const errors = await renderErrors('{true && <Caution>careful</Caution>}\n');
    expect(errors.map((e) => [e.rule, e.severity])).toEqual([['mdx/unknown-component', 'error']]);
  });

  it('lets lowercase tags through as HTML but warns about a lowercase component name', async () => {
    const { html, warnings } = await render('<note>hi</note>\n\n<kbd>Ctrl</kbd>');
    expect(html).toContain('<note>hi</note>');
    expect(warnings).toMatchObject([{ rule: 'mdx/lowercase-component', line: 1, column: 1 }]);
  });

  it('reports an import of a missing file at the import', async () => {
    const errors = await renderErrors("import A from '/snippets/nope.mdx';\nimport B from './gone.jsx';\n\n<A />\n");
    expect(errors.map((e) => [e.rule, e.line, e.column])).toEqual([
      ['mdx/missing-import', 1, 15],
      ['mdx/missing-import', 2, 15],
    ]);
    expect(errors[0]!.hint).toContain('snippets/nope.mdx');
  });

  it('leaves a missing <Snippet file> out of the page with a warning, as Mintlify did', async () => {
    const { html, warnings } = await render('Before.\n\n<Snippet file="absent.mdx" />\n\nAfter.\n');
    expect(warnings.map((e) => [e.rule, e.severity, e.line, e.column])).toEqual([['mdx/missing-import', 'warning', 3, 1]]);
    expect(warnings[0]!.hint).toContain('snippets/absent.mdx');
    expect(html).toMatch(/<p>Before\.<\/p>\s*<p>After\.<\/p>/);
  });

  it('reports invalid component attributes', async () => {
    const errors = await renderErrors('<ParamField type="string">x</ParamField>\n\n<ParamField path="a" query="b" />\n\n<CardGroup cols="two"></CardGroup>\n\n<CardGroup cols={2.5}></CardGroup>\n');
    expect(errors.map((e) => [e.rule, e.line])).toEqual([
      ['component/invalid-attribute', 1],
      ['component/invalid-attribute', 3],
      ['component/invalid-attribute', 5],
      ['component/invalid-attribute', 7],
    ]);
    expect(errors[1]!.message).toContain('`path` and `query`');
  });

  it('reports front matter YAML errors together with body errors', async () => {
    const errors = await renderErrors('---\ntitle: [unclosed\n---\n\n<Note>\nunclosed\n');
    expect(errors.map((e) => e.rule).sort()).toEqual(['frontmatter/yaml', 'mdx/syntax']);
  });
});
