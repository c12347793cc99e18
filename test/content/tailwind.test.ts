import { describe, expect, it } from 'vitest';
import { classCandidates } from '../../src/content/tailwind/class-candidates.js';
import { utilityCss } from '../../src/content/tailwind/utility-css.js';

describe('classCandidates', () => {
  it('finds the classes of className and class attributes, quoted or in an expression', () => {
    const page = [
      '<img className="w-7 h-7 dark:hidden" src="/a.png" />',
      "<div class='flex gap-4'>",
      '<span className={`md:grid-cols-2 ${open ? "block" : \'hidden\'}`} />',
      '<p className={"bg-[#0d9373] -mt-2 !p-0"}>',
    ].join('\n');
    expect(classCandidates([page])).toEqual(['!p-0', '-mt-2', 'bg-[#0d9373]', 'block', 'dark:hidden', 'flex', 'gap-4', 'h-7', 'hidden', 'md:grid-cols-2', 'open', 'w-7']);
  });

  it('reads every text given (the page and its snippets), leaves Quire\'s q- classes out, and ignores prose', () => {
    expect(classCandidates(['<div className="q-card rounded-xl">', 'export const X = () => <b className="font-bold" />', 'The class is classless.'])).toEqual(['font-bold', 'rounded-xl']);
    expect(classCandidates(['No markup at all.'])).toEqual([]);
  });
});

describe('utilityCss', () => {
  it('compiles exactly the utilities among the candidates, important, with dark: on Quire\'s mode toggle', async () => {
    const css = await utilityCss(['w-7', 'dark:hidden', 'my-hero']);
    expect(css).toContain('.w-7 {\n  width: calc(var(--spacing) * 7) !important;\n}');
    expect(css).toContain('.dark\\:hidden:where([data-theme=dark], [data-theme=dark] *) {\n  display: none !important;\n}');
    expect(css).not.toContain('my-hero');
    // No preflight: Quire's own elements keep their styles.
    expect(css).not.toMatch(/(^|\n)\*,|(^|\n)html,|box-sizing/);
  });

  it('is empty when nothing is a utility', async () => {
    expect(await utilityCss(['my-hero', 'card-title'])).toBe('');
    expect(await utilityCss([])).toBe('');
  });
});
