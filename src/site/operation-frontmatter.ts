import { codeFrame, type Diagnostic } from '../diagnostics.js';
import { operationEntry } from '../openapi/operation-entry.js';
import type { SiteSpecs } from '../openapi/site-specs.js';
import type { SitePage } from './types.js';

/**
 * `openapi: "GET /users/{id}"` (or `"openapi.yaml GET /users/{id}"`) on a page: the page gets the
 * operation's reference after its own content. Returns the error, at the front-matter line, when
 * no spec of the site has the operation; nothing when a spec cannot be read (its own error says
 * why) or the operation is found.
 */
export async function attachOperation(specs: SiteSpecs, page: SitePage, openapi: { value: string; line: number; untitled?: boolean }, text?: string): Promise<Diagnostic | undefined> {
  if (page.source.kind !== 'file') return undefined;
  const entry = operationEntry(openapi.value);
  const place = { file: page.sourcePath, line: openapi.line, column: 1, ...(text ? { frame: codeFrame(text, openapi.line, 1) } : {}) };
  if (!entry) {
    return { ...place, severity: 'error', rule: 'page/invalid-openapi', message: `\`openapi: ${openapi.value}\` does not name an operation.`, hint: 'Write the method and the path, as `openapi: "GET /users/{id}"`, with the spec file first when the site has several: `openapi: "openapi.yaml GET /users/{id}"`.' };
  }
  const found = await specs.find(entry.spec, entry.method, entry.path);
  if (!('searched' in found)) {
    page.source = { ...page.source, operation: found.target };
    // A page without a `title` is titled by the operation's summary, as on Mintlify.
    const summary = found.ref.operation.summary;
    if (openapi.untitled && typeof summary === 'string' && summary.trim()) page.title = summary.trim();
    return undefined;
  }
  if (found.unreadable) return undefined;
  return {
    ...place,
    severity: 'error',
    rule: 'page/missing-operation',
    message: found.searched.length ? `No OpenAPI file of the site has the operation ${entry.method} ${entry.path}.` : `The page names the operation ${entry.method} ${entry.path}, but the site has no OpenAPI file.`,
    hint: found.suggestion ? `Did you mean "${entry.spec ? `${entry.spec} ` : ''}${found.suggestion}"?` : found.searched.length ? `Check the method and path against the \`paths\` of ${found.searched.join(', ')}.` : 'Set `openapi` in docs.json to the spec file or URL.',
  };
}
