import pc from 'picocolors';
import { foldRepeated, location, type Diagnostic } from '../diagnostics.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `N errors, M warnings`. */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return `${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`;
}

/**
 * eslint-style report: one line per diagnostic (`file:line:col  severity  message  rule`), its
 * hint and code frame indented beneath, a line counting those of a rule past the first few
 * (`foldRepeated`), then the summary line. Ends with a newline.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: { color: boolean }): string {
  const c = pc.createColors(options.color);
  const out: string[] = [];
  const { shown, notShown } = foldRepeated(diagnostics);
  for (const d of shown) {
    const severity = d.severity === 'error' ? c.red('error') : c.yellow('warning');
    out.push(`${c.bold(location(d))}  ${severity}  ${d.message}  ${c.dim(d.rule)}`);
    if (d.hint) out.push(`  ${c.cyan('hint:')} ${d.hint}`);
    if (d.frame) out.push(...d.frame.split('\n').map((line) => `    ${c.dim(line)}`), '');
  }
  for (const line of notShown) out.push(`${c.bold(line)} Fix the ones above and run again; \`quire check --format json\` lists every problem it finds.`);
  const errors = diagnostics.some((d) => d.severity === 'error');
  const summary = summarize(diagnostics);
  out.push(errors ? c.red(c.bold(summary)) : diagnostics.length ? c.yellow(summary) : c.green(summary));
  return `${out.join('\n')}\n`;
}
