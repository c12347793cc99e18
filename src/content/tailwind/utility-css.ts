import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Tailwind's theme and utilities without its preflight, which would restyle Quire's own markup.
 * `important`: a utility an author put on an element wins over the theme's rules for that
 * element (`.q-content img`), as it did on Mintlify. `dark:` follows Quire's mode toggle (the
 * `data-theme` attribute), not only the reader's system setting.
 */
const INPUT = [
  '@import "tailwindcss/theme.css";',
  '@import "tailwindcss/utilities.css" important;',
  '@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));',
].join('\n');

let theme: string | undefined;

/**
 * The CSS of the Tailwind utilities among `candidates`, compiled by Tailwind itself; '' when none
 * is one. Tailwind is loaded only by a page that has candidates. A compiler remembers every
 * candidate it has built, so each page gets one of its own: its CSS is then exactly its own.
 */
export async function utilityCss(candidates: readonly string[]): Promise<string> {
  if (candidates.length === 0) return '';
  const { compile } = await import('tailwindcss');
  theme ??= readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
  const stylesheets: Record<string, string> = { 'tailwindcss/theme.css': theme, 'tailwindcss/utilities.css': '@tailwind utilities;' };
  const compiler = await compile(INPUT, {
    base: '/',
    loadStylesheet: async (id, base) => ({ path: id, base, content: stylesheets[id] ?? '' }),
  });
  const css = compiler.build([...candidates]);
  // Only Tailwind's banner comment and no rule: nothing among the candidates is a utility.
  return css.includes('{') ? css : '';
}
