/**
 * Problems a user can cause and fix. Every one carries the file and, where known, the line and
 * column, so the CLI, the dev server's error overlay and `quire check --format json` all report
 * them the same way. User mistakes are never thrown as bare Errors: a stack trace is not a message.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Path of the file at fault, relative to the site folder where possible. */
  file: string;
  /** 1-based line, when the problem has a place in the file. */
  line?: number;
  /** 1-based column. */
  column?: number;
  severity: Severity;
  /** What is wrong, in plain words. */
  message: string;
  /** How to fix it, when that can be known ("did you mean `topbarLinks`?"). */
  hint?: string;
  /** A short stable id, eslint style: `config/unknown-key`, `mdx/syntax`, `nav/missing-page`. */
  rule: string;
  /** A code frame around line:column, already formatted (no colour codes). */
  frame?: string;
}

/** `--strict`: every warning becomes an error, for CI that allows no drift. */
export function warningsAsErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d));
}

/** Thrown for problems the user must fix; carries every problem found, not just the first. */
export class UserError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => `${location(d)}  ${d.message}`).join('\n'));
    this.name = 'UserError';
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/** `file:line:column`, or as much of it as is known. */
export function location(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (d.line === undefined) return d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/** A code frame: the offending line with two lines of context and a caret under the column. */
export function codeFrame(source: string, line: number, column: number, context = 2): string {
  return codeFrameOfLines(source.split(/\r?\n/), line, column, context);
}

/** `codeFrame` over a file already split into lines, so many frames of one big file stay cheap. */
export function codeFrameOfLines(lines: readonly string[], line: number, column: number, context = 2): string {
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) {
      const text = lines[n - 1] ?? '';
      // Keep tabs so the caret lines up under the character in a terminal.
      const pad = text.slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${pad}^`);
    }
  }
  return out.join('\n');
}
