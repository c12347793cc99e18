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

/**
 * How many problems each rule found, most first: `page/link-text  12 warnings`. `quire check`
 * prints it under its report, so a site adopting the rules sees where the work is.
 */
export function countsByRule(diagnostics: readonly Diagnostic[]): string {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const d of diagnostics) {
    const count = counts.get(d.rule) ?? { errors: 0, warnings: 0 };
    if (d.severity === 'error') count.errors++;
    else count.warnings++;
    counts.set(d.rule, count);
  }
  const rows = [...counts].sort(([a, x], [b, y]) => y.errors + y.warnings - (x.errors + x.warnings) || a.localeCompare(b));
  const width = Math.max(0, ...rows.map(([rule]) => rule.length));
  return rows
    .map(([rule, { errors, warnings }]) => `  ${rule.padEnd(width)}  ${[errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ')}`)
    .join('\n');
}

/** A GitHub Actions workflow command's value: `%`, CR and LF escaped (and `:` `,` in properties). */
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * `--format github`: one workflow command per problem (`::error file=…,line=…,col=…,title=rule::message`),
 * which GitHub Actions shows as an annotation on the line of the pull request's diff.
 */
export function formatGithub(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const properties = [`file=${escapeProperty(d.file)}`, ...(d.line !== undefined ? [`line=${d.line}`, `col=${d.column ?? 1}`] : []), `title=${escapeProperty(d.rule)}`];
      return `::${d.severity} ${properties.join(',')}::${escapeData(d.hint ? `${d.message}\n${d.hint}` : d.message)}\n`;
    })
    .join('');
}
