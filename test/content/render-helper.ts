import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUserError, type Diagnostic } from '../../src/diagnostics.js';
import { renderPage } from '../../src/content/render-page.js';
import type { RenderedPage } from '../../src/content/types.js';

export const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/content/site');

/** Renders MDX text as if it were `<siteDir>/<name>`. */
export function render(source: string, name = 'test.mdx'): Promise<RenderedPage> {
  return renderPage({ file: path.join(siteDir, name), siteDir, source });
}

/** The diagnostics a page fails with; fails the test when it renders. */
export async function renderErrors(source: string, name = 'test.mdx'): Promise<Diagnostic[]> {
  try {
    await render(source, name);
  } catch (error) {
    if (isUserError(error)) return error.diagnostics;
    throw error;
  }
  throw new Error('expected the page to fail');
}

/** Opening tags of `tag` elements whose attributes match every given pattern. */
export function tags(html: string, tag: string, ...attributes: RegExp[]): string[] {
  const all = html.match(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g')) ?? [];
  return all.filter((open) => attributes.every((pattern) => pattern.test(open)));
}
