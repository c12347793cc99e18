import { describe, expect, it } from 'vitest';
import { render } from './render-helper.js';

/*
 * Links in pages that would run code (issue 23, item 6): the page publishes with their text and
 * no link, and a warning at each.
 */
const located = (warnings: { rule: string; line?: number; column?: number }[]) => warnings.map((w) => [w.rule, w.line, w.column]);

describe('links that would run code', () => {
  it('become their text in Markdown links, autolinks and references, with a warning at each', async () => {
    const { html, warnings } = await render(
      ['[click](javascript:alert(1)) and [vb](VBScript:msgbox)', '', '[ref][bad] and [data](data:text/html,alert)', '', '[bad]: javascript:alert(3)', ''].join('\n'),
    );
    expect(html).not.toMatch(/script:|data:/i);
    expect(html).toContain('<span>click</span>');
    expect(html).toContain('<span>ref</span>');
    expect(located(warnings)).toEqual([
      ['mdx/unsafe-link', 5, 1],
      ['mdx/unsafe-link', 1, 1],
      ['mdx/unsafe-link', 1, 34],
      ['mdx/unsafe-link', 3, 16],
    ]);
    expect(warnings[1]!.message).toBe("The link to `javascript:alert(1)` would run code in the reader's browser; it is shown as plain text.");
  });

  it('become their text as autolinks of Markdown pages', async () => {
    const { html, warnings } = await render('See <javascript:alert(2)>.\n', 'notes.md');
    expect(html).toContain('<span>javascript:alert(2)</span>');
    expect(located(warnings)).toEqual([['mdx/unsafe-link', 1, 5]]);
  });

  it('lose the address in <a href>, keeping the element and its text', async () => {
    const { html, warnings } = await render('Go <a href="javascript:alert(1)" title="t">here</a>.\n');
    expect(html).toContain('<a title="t">here</a>');
    expect(located(warnings)).toEqual([['mdx/unsafe-link', 1, 4]]);
  });

  it('lose the address in a component\'s href, written as text or as a string in { }, with a warning at each', async () => {
    const { html, warnings } = await render(
      ['<Card title="A" href="javascript:alert(1)">a</Card>', '', '<Card title="B" href={"JaVaScRiPt:alert(2)"}>b</Card>', '', '<Tile href={`data:text/html,x`} title="C" />', ''].join('\n'),
    );
    expect(html).not.toMatch(/script:|data:/i);
    expect(html).toContain('<span class="q-card__title">A</span>');
    expect(located(warnings)).toEqual([
      ['mdx/unsafe-link', 1, 1],
      ['mdx/unsafe-link', 3, 1],
      ['mdx/unsafe-link', 5, 1],
    ]);
  });

  it('leave safe links alone', async () => {
    const { html, warnings } = await render('[a](https://x.dev) [b](/guide) [c](#top) [d](mailto:a@b.c) <a href="tel:+1">e</a>\n');
    expect(html.match(/href=/g)).toHaveLength(5);
    expect(warnings).toEqual([]);
  });
});
