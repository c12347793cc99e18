import { type Diagnostic } from '../diagnostics.js';
import { makeDiagnostic, type ReportOptions } from './page-data.js';
import { PageExit } from './page-exit.js';
import { runtimePlace } from './runtime-location.js';

/** How the failure reached Quire: thrown while rendering, or from a promise nothing awaited. */
export type RuntimeFailure = 'thrown' | 'unhandled';

/**
 * A failure of a page's code (or of a snippet it imports) as a diagnostic at the place it arose,
 * saying what the code did: page code is the author's, so no stack trace is shown.
 */
export async function runtimeDiagnostic(error: unknown, failure: RuntimeFailure, page: string, siteDir: string, pageSource: string, untrusted: boolean): Promise<Diagnostic> {
  const place = await runtimePlace(error, page, pageSource, siteDir, untrusted);
  return makeDiagnostic(place?.file ?? page, siteDir, place?.source ?? pageSource, place, describe(error, failure));
}

function describe(error: unknown, failure: RuntimeFailure): ReportOptions {
  if (error instanceof PageExit) {
    return {
      rule: 'mdx/process-exit',
      message: `The page calls \`process.exit(${error.code ?? ''})\`, which would end the build.`,
      hint: "Remove the call: a page cannot stop Quire. To fail the build on purpose, `throw new Error('why')`.",
    };
  }
  const what = error instanceof Error ? error.message : notAnError(error);
  if (failure === 'unhandled') {
    return {
      rule: 'mdx/unhandled-rejection',
      message: `A promise of the page failed, and nothing awaited it: ${what}`,
      hint: 'Await the promise where its value is used (`export const data = await load()`), or handle its failure with `.catch()`.',
    };
  }
  return {
    rule: 'mdx/runtime',
    message: `The page failed while rendering: ${what}`,
    hint: 'Check the JavaScript in `{ }` expressions and `export const` definitions on this page and in the snippets it imports.',
  };
}

function notAnError(value: unknown): string {
  return `it threw \`${String(value)}\`, which is not an Error`;
}

/**
 * A page's content, passing on a value it throws that is not an Error as one that says so:
 * preact-render-to-string reads `.then` of whatever a component throws (a suspending promise),
 * so `throw null` in a `{ }` expression would be reported as "reading 'then'".
 */
export function withThrownValues<P>(content: (props: P) => unknown): (props: P) => unknown {
  return (props) => {
    try {
      return content(props);
    } catch (error) {
      throw error instanceof Error ? error : new Error(notAnError(error));
    }
  };
}
