/** `className=` or `class=`, then its value: a quoted string, or a `{ }` expression. */
const ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g;
/** What separates the words of an expression: `{cond ? "a b" : `c ${d ? 'e' : ''}`}` gives a, b, c, e (and cond, d). */
const EXPRESSION_PUNCTUATION = /["'`{}$()?,+|&=<>]/g;
/** What a utility class can look like: `w-7`, `dark:hidden`, `md:grid-cols-2`, `bg-[#0d9373]`, `-mt-2`, `!p-0`. */
const CANDIDATE = /^[!-]?[a-z0-9@[][^\s"'`<>{}\\]*$/i;

/** The `{ }` expression starting at `from` (just after its `{`), up to its closing brace. */
function expressionAt(text: string, from: number): string {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

/**
 * The class names a page's sources give their elements, as Tailwind's own scanner finds them:
 * from the text of `className`/`class` attributes in pages and snippets, the words of an
 * expression included. Over-finding costs nothing (a token that is no utility makes no CSS, and
 * one in a code example styles nothing); Quire's own `q-` classes are left out.
 */
export function classCandidates(texts: readonly string[]): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    for (const token of value.split(/\s+/)) if (token && !token.startsWith('q-') && CANDIDATE.test(token)) found.add(token);
  };
  for (const text of texts) {
    if (!text.includes('class')) continue;
    for (const match of text.matchAll(ATTRIBUTE)) {
      if (match[1] !== undefined || match[2] !== undefined) add(match[1] ?? match[2]!);
      // As Tailwind's scanner does, every word: names of variables among them make no CSS.
      else add(expressionAt(text, match.index + match[0].length).replace(EXPRESSION_PUNCTUATION, ' '));
    }
  }
  return [...found].sort();
}
