import { readFile } from 'node:fs/promises';
import { isInsideFolder } from '../util/inside-folder.js';
import { originalPlace } from './code-mappings.js';
import { compileContent } from './compile.js';

/**
 * Lines V8 puts before the body of `new AsyncFunction(body)` in the function's source
 * (`(async function anonymous(` and `) {`), which its stack frames count.
 */
const FUNCTION_HEADER_LINES = 2;

/** A stack frame's place: `at name (/abs/file.mdx:12:5)` or `at /abs/file.mdx:12:5`. */
const FRAME = /^\s*at (?:.*\()?(.+\.mdx?):(\d+):(\d+)\)?$/;

export interface RuntimePlace {
  /** The page, or the snippet where the error arose. */
  file: string;
  source: string;
  line: number;
  column: number;
}

/**
 * Where in a page or snippet a run-time error arose. Compiled MDX runs named after its file
 * (`//# sourceURL`, modules.ts), so the innermost stack frame in a file of the site gives the
 * file and a place in its compiled code; compiling it again with mappings leads back to the MDX.
 * Only done for an error: compiling is deterministic, and mappings would cost every page time.
 * `untrusted` must be as the page was compiled, so the code is the same.
 */
export async function runtimePlace(error: unknown, page: string, pageSource: string, siteDir: string, untrusted: boolean): Promise<RuntimePlace | undefined> {
  const stack = error instanceof Error ? error.stack : undefined;
  for (const frame of stack?.split('\n') ?? []) {
    const match = FRAME.exec(frame);
    if (!match || !isInsideFolder(siteDir, match[1]!)) continue;
    const file = match[1]!;
    // The page's text as rendered (the caller may not have read it from disk); a snippet's from its file.
    const source = file === page ? pageSource : await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) return undefined;
    const { compiled } = await compileContent(source, file, siteDir, file !== page, { withMappings: true, untrusted });
    const place = compiled?.mappings && originalPlace(compiled.mappings, Number(match[2]) - FUNCTION_HEADER_LINES, Number(match[3]));
    return place && { file, source, ...place };
  }
  return undefined;
}
