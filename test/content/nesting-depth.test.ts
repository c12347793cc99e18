import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/compile.js';
import { MAX_NESTING } from '../../src/content/plugins/remark-nesting-depth.js';
import { render, renderErrors, siteDir } from './render-helper.js';

/* Pages nested absurdly deep (issue 23, item 7): a located error, never a stack overflow. */
describe('a page nested too deep', () => {
  it('is a located error at the first component past the limit, for 2,000 nested <Note>s', async () => {
    const source = `${'<Note>\n'.repeat(2000)}deep\n${'</Note>\n'.repeat(2000)}`;
    const errors = await renderErrors(source);
    expect(errors.map((d) => [d.file, d.rule, d.line, d.column])).toEqual([['test.mdx', 'mdx/too-deep', MAX_NESTING + 1, 1]]);
    expect(errors[0]!.message).toBe(`The page nests more than ${MAX_NESTING} levels deep here (components, lists or quotes inside one another).`);
    expect(errors[0]!.hint).toContain('Flatten');
  }, 60_000);

  it('is a located error for a deep list with an expression, in quire check as in a build', async () => {
    const source = Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- item {1 + 1}`).join('\n');
    const errors = await renderErrors(source);
    expect(errors.map((d) => d.rule)).toEqual(['mdx/too-deep']);
    expect(errors[0]!.line).toBeGreaterThan(1);
    const checked = await checkContent(source, `${siteDir}/test.mdx`, siteDir);
    expect(checked.map((d) => [d.rule, d.line])).toEqual([['mdx/too-deep', errors[0]!.line]]);
  }, 60_000);

  it('renders a page nested deep but within the limit', async () => {
    const page = await render(`${'<Note>\n'.repeat(40)}deep\n${'</Note>\n'.repeat(40)}`);
    expect(page.html.match(/role="note"/g)).toHaveLength(40);
  });
});
