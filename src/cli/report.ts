import pc from 'picocolors';
import { location, type Diagnostic } from '../diagnostics.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `N errors, M warnings`. */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`;
}

/**
 * Diagnostics of one rule shown in full; the rest are counted in a line. A file naming 4,000
 * missing pages made 4,000 reports of one mistake; the first few show what to fix, and
 * `--format json` still lists them all.
 */
const SHOWN_PER_RULE = 20;

/**
 * eslint-style report: one line per diagnostic (`file:line:col  severity  message  rule`), its
 * hint and code frame indented beneath, a line counting those of a rule past the first
 * SHOWN_PER_RULE, then the summary line. Ends with a newline.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color: boolean }): string {
  const c = pc.createColors(options.color);
  const out: string[] = [];
  const seen = new Map<string, number>();
  const hidden = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const count = (seen.get(d.rule) ?? 0) + 1;
    seen.set(d.rule, count);
    if (count > SHOWN_PER_RULE) {
      if (!hidden.has(d.rule)) hidden.set(d.rule, []);
      hidden.get(d.rule)!.push(d);
      continue;
    }
    const severity = d.severity === 'error' ? c.red('error') : c.yellow('warning');
    out.push(`${c.bold(location(d))}  ${severity}  ${d.message}  ${c.dim(d.rule)}`);
    if (d.hint) out.push(`  ${c.cyan('hint:')} ${d.hint}`);
    if (d.frame) out.push(...d.frame.split('\n').map((line) => `    ${c.dim(line)}`), '');
  }
  for (const [rule, rest] of hidden) {
    const kind = rest.every((d) => d.severity === 'error') ? 'error' : rest.every((d) => d.severity === 'warning') ? 'warning' : 'problem';
    out.push(`${c.bold(`… ${plural(rest.length, `more ${kind}`)} of ${rule}`)} not shown, from ${location(rest[0]!)} to ${location(rest.at(-1)!)}. Fix the ones above and run again; \`quire check --format json\` lists every problem it finds.`);
  }
  const errors = diagnostics.some((d) => d.severity === 'error');
  const summary = summarize(diagnostics);
  out.push(errors ? c.red(c.bold(summary)) : diagnostics.length ? c.yellow(summary) : c.green(summary));
  return `${out.join('\n')}\n`;
}
