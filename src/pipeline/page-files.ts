import type { RenderedPage } from '../content/types.js';
import { hashedPath } from '../util/hashed-path.js';

/** A file one page needs beside it, named by its content: the build writes it once, `quire dev` serves it. */
export interface PageFile {
  path: string;
  contentType: string;
  body: string;
}

/**
 * The stylesheet of the Tailwind utilities a page uses, if it uses any. Pages using the same ones
 * share the file; a site using none has none.
 */
export function utilityStylesheet(body: Pick<RenderedPage, 'utilityCss'>): PageFile | undefined {
  const css = body.utilityCss;
  return css ? { path: hashedPath('utilities', 'css', css), contentType: 'text/css; charset=utf-8', body: css } : undefined;
}
