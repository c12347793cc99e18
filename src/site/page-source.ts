import type { PageSource } from './types.js';

/**
 * The one name of a page source, used wherever a page must be told apart from the others: the
 * render cache, requests to render threads, reloads in `quire dev`. A file page is its path; an
 * operation is its method and path within its OpenAPI file.
 */
export function sourceId(source: PageSource): string {
  return source.kind === 'file' ? source.file : `${source.file}#${source.operation.method} ${source.operation.path}`;
}
