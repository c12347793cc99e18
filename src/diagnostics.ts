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

/**
 * Problems of one rule shown in full; the rest are counted in one line. A file naming 4,000
 * missing pages made 4,000 reports of one mistake; the first few show what to fix.
 */
const SHOWN_PER_RULE = 20;

/**
 * What a report for people shows: the first SHOWN_PER_RULE problems of each rule, in order, and
 * a sentence for each rule's rest (`… 3980 more errors of nav/missing-page not shown, from
 * docs.json:1:399 to docs.json:1:78919.`). Machine output (`--format json`) keeps them all.
 */
export function foldRepeated(diagnostics: readonly Diagnostic[]): { shown: Diagnostic[]; notShown: string[] } {
  const seen = new Map<string, number>();
  const rest = new Map<string, Diagnostic[]>();
  const shown: Diagnostic[] = [];
  for (const d of diagnostics) {
    const count = (seen.get(d.rule) ?? 0) + 1;
    seen.set(d.rule, count);
    if (count <= SHOWN_PER_RULE) shown.push(d);
    else if (rest.has(d.rule)) rest.get(d.rule)!.push(d);
    else rest.set(d.rule, [d]);
  }
  const notShown = [...rest].map(([rule, more]) => {
    const kind = more.every((d) => d.severity === 'error') ? 'error' : more.every((d) => d.severity === 'warning') ? 'warning' : 'problem';
    return `… ${more.length} more ${kind}${more.length === 1 ? '' : 's'} of ${rule} not shown, from ${location(more[0]!)} to ${location(more.at(-1)!)}.`;
  });
  return { shown, notShown };
}

/** A code frame: the offending line with two lines of context and a caret under the column. */
export function codeFrame(source: string, line: number, column: number, context = 2): string {
  return codeFrameOfLines(source.split(/\r?\n/), line, column, context);
}

/**
 * Characters of each line a frame shows, around the column. A minified docs.json is one line:
 * repeated whole in each of 4,000 frames it printed 506 MB.
 */
const FRAME_WIDTH = 100;

/** `codeFrame` over a file already split into lines, so many frames of one big file stay cheap. */
export function codeFrameOfLines(lines: readonly string[], line: number, column: number, context = 2): string {
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  // One window for every line of the frame, so the context stays above and below the caret.
  const focus = lines[line - 1] ?? '';
  const start = focus.length <= FRAME_WIDTH ? 0 : Math.max(0, Math.min(column - 1 - FRAME_WIDTH / 2, focus.length - FRAME_WIDTH));
  const clip = (text: string) => `${start > 0 ? '…' : ''}${text.slice(start, start + FRAME_WIDTH)}${text.length > start + FRAME_WIDTH ? '…' : ''}`;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${clip(lines[n - 1] ?? '')}`);
    if (n === line) {
      // Keep tabs so the caret lines up under the character in a terminal.
      const pad = (start > 0 ? ' ' : '') + focus.slice(start, Math.max(start, column - 1)).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${pad}^`);
    }
  }
  return out.join('\n');
}
