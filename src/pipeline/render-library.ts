/**
 * What a render thread runs (render-thread.ts): MDX, Shiki and the components. Built on its own
 * as one CommonJS script, so the thread loads it with a V8 code cache (render-library-file.ts);
 * its own copy of UserError, hence isUserError from here.
 */
export { warmUpHighlighter } from '../content/highlight.js';
export { renderPage } from '../content/render-page.js';
export { isUserError } from '../diagnostics.js';
export { checkSource, renderBody } from './render-body.js';
