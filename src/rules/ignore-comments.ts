import type { Diagnostic } from '../diagnostics.js';
import { closest } from '../util/closest.js';

/** `{/* quire-ignore page/link-text *\/}` in MDX, `<!-- quire-ignore page/link-text -->` in Markdown; several ids may follow, spaced or comma-separated. */
const IGNORE = /\{\s*\/\*\s*quire-ignore\s+([^*]*?)\s*\*\/\s*\}|<!--\s*quire-ignore\s+(.*?)\s*-->/g;

export interface IgnoreComments {
  /** Whether `rule` is silenced at `line`. */
  silences(rule: string, line: number): boolean;
  /** Comments naming a rule that does not exist, as located warnings. */
  unknown: { line: number; column: number; rule: string; suggestion?: string }[];
}

/**
 * The `quire-ignore` comments of a page. A comment alone on its line silences its rules on the
 * next line that has text; a comment after text on a line silences them on that line. One line,
 * one rule: a page never turns a rule off wholesale (the `quire` config does that for a site).
 */
export function ignoreComments(source: string, knownRules: ReadonlySet<string>): IgnoreComments {
  const silenced = new Map<number, Set<string>>();
  const unknown: IgnoreComments['unknown'] = [];
  if (!source.includes('quire-ignore')) return { silences: () => false, unknown };
  const lines = source.split('\n');
  for (const [index, text] of lines.entries()) {
    if (!text.includes('quire-ignore')) continue;
    for (const match of text.matchAll(IGNORE)) {
      const rest = text.slice(0, match.index) + text.slice(match.index + match[0].length);
      let target = index + 1;
      if (!rest.trim()) {
        target = index + 2;
        while (target <= lines.length && !lines[target - 1]!.trim()) target++;
      }
      for (const rule of (match[1] ?? match[2] ?? '').split(/[\s,]+/).filter(Boolean)) {
        if (!knownRules.has(rule)) {
          const suggestion = closest(rule, [...knownRules]);
          unknown.push({ line: index + 1, column: match.index + 1, rule, ...(suggestion ? { suggestion } : {}) });
          continue;
        }
        const set = silenced.get(target) ?? new Set<string>();
        set.add(rule);
        silenced.set(target, set);
      }
    }
  }
  return { silences: (rule, line) => silenced.get(line)?.has(rule) ?? false, unknown };
}

/** Drops the diagnostics a page's comments silence. */
export function withoutIgnored(diagnostics: Diagnostic[], comments: IgnoreComments): Diagnostic[] {
  return diagnostics.filter((d) => d.line === undefined || !comments.silences(d.rule, d.line));
}
