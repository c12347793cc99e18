import { describe, expect, it } from 'vitest';
import { checkContent, parseContent } from '../../src/content/compile.js';

describe('parseContent: a page as a syntax tree, without rendering it', () => {
  it('gives the mdast with positions, front matter, GFM and MDX included', () => {
    const source = '---\ntitle: T\n---\n\n## Setup\n\n| a |\n| - |\n| 1 |\n\n<Note>\nHi {name}\n</Note>\n';
    const { tree, diagnostics } = parseContent(source, '/site/page.mdx', '/site');
    expect(diagnostics).toEqual([]);
    expect(tree!.children.map((node) => node.type)).toEqual(['yaml', 'heading', 'table', 'mdxJsxFlowElement']);
    expect(tree!.children[1]!.position!.start).toMatchObject({ line: 5, column: 1 });
    expect(tree!.children[3]!.position!.start).toMatchObject({ line: 11, column: 1 });
  });

  it('reads a .md page as Markdown: braces and tags are text there', () => {
    const { tree } = parseContent('Use {braces} and <angle>.\n', '/site/page.md', '/site');
    expect(JSON.stringify(tree)).not.toContain('mdxTextExpression');
  });

  it('reports a syntax error at its place instead of a tree', () => {
    const { tree, diagnostics } = parseContent('# T\n\n<Note>\nnever closed\n', '/site/page.mdx', '/site');
    expect(tree).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ file: 'page.mdx', rule: 'mdx/syntax', line: expect.any(Number) })]);
  });
});

describe('checkContent: the page checks on the tree', () => {
  it('finds unknown components at their place, and never runs the page', async () => {
    (globalThis as { ranPageCode?: boolean }).ranPageCode = false;
    const source = 'export const x = (globalThis.ranPageCode = true);\n\n{(globalThis.ranPageCode = true)}\n\n<Nope />\n';
    const diagnostics = await checkContent(source, '/site/guide.mdx', '/site');
    expect(diagnostics).toEqual([expect.objectContaining({ file: 'guide.mdx', line: 5, column: 1, rule: 'mdx/unknown-component' })]);
    expect((globalThis as { ranPageCode?: boolean }).ranPageCode).toBe(false);
  });

  it('finds an imported snippet that does not exist', async () => {
    const diagnostics = await checkContent("import Gone from '/snippets/gone.mdx'\n\n<Gone />\n", '/site/guide.mdx', '/site');
    expect(diagnostics.map((d) => d.rule)).toContain('mdx/missing-import');
  });
});
