import path from 'node:path';
import type { VNode } from 'preact';
import type { VFile } from 'vfile';
import { codeFrame, type Diagnostic, type Severity } from '../diagnostics.js';
import type { TocEntry } from './types.js';

/** What the remark plugins learn about one file while it compiles; kept on `vfile.data.quire`. */
export interface PageData {
  siteDir: string;
  source: string;
  /** Snippets take their free variables from props; pages warn about them. */
  isSnippet: boolean;
  /** `--untrusted`: nothing of the file may run (remark-untrusted-code.ts). */
  untrusted: boolean;
  diagnostics: Diagnostic[];
  toc: TocEntry[];
  text: string;
  /** Absolute paths of files imported directly. */
  imports: Set<string>;
  /** The file has formulas (remark-katex): a page showing it loads KaTeX's stylesheet. */
  hasMath: boolean;
  /** The page as Preact elements when it needs no JavaScript; its compiled code is then empty. */
  staticContent?: VNode;
}

export function pageData(file: VFile): PageData {
  const data = file.data.quire as PageData | undefined;
  if (!data) throw new Error('Quire page data missing: compile through compileContent()');
  return data;
}

export function displayPath(file: string, siteDir: string): string {
  const relative = path.relative(siteDir, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : file;
}

interface Place {
  line: number;
  column: number;
}

export interface ReportOptions {
  rule: string;
  message: string;
  hint?: string;
  severity?: Severity;
}

/** Records a problem at a place in the file being compiled, with a code frame. */
export function report(file: VFile, place: Place | undefined, options: ReportOptions): void {
  const data = pageData(file);
  data.diagnostics.push(makeDiagnostic(file.path, data.siteDir, data.source, place, options));
}

export function makeDiagnostic(
  filePath: string,
  siteDir: string,
  source: string,
  place: Place | undefined,
  { rule, message, hint, severity = 'error' }: ReportOptions,
): Diagnostic {
  const diagnostic: Diagnostic = { file: displayPath(filePath, siteDir), severity, message, rule };
  if (hint) diagnostic.hint = hint;
  if (place) {
    diagnostic.line = place.line;
    diagnostic.column = place.column;
    diagnostic.frame = codeFrame(source, place.line, place.column);
  }
  return diagnostic;
}
