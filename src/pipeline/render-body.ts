import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCacheFor } from '../cache/render-cache.js';
import { checkContent } from '../content/compile.js';
import { htmlToMarkdown } from '../content/html-to-markdown.js';
import { renderOperation } from '../content/render-operation.js';
import { renderPage } from '../content/render-page.js';
import type { RenderedPage } from '../content/types.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { sourceId } from '../site/page-source.js';
import type { PageSource } from '../site/types.js';

/**
 * What a source's cache entry is keyed by besides its identity: a file page's text. A generated
 * page has none of its own: all it reads (the OpenAPI file) is a dependency of the entry.
 */
async function ownText(source: PageSource): Promise<string> {
  return source.kind === 'file' ? readFile(source.file, 'utf8') : '';
}

/** A page's body from the site's render cache, as its sources read now; undefined on a miss. */
export async function cachedBody(source: PageSource, siteDir: string): Promise<RenderedPage | undefined> {
  const cache = renderCacheFor<RenderedPage>(siteDir);
  if (!cache) return undefined;
  const text = await ownText(source).catch(() => undefined);
  return text === undefined ? undefined : cache.lookup(sourceId(source), text);
}

/**
 * A page's body: from the cache when the page and what it read are unchanged, else rendered and
 * kept. Throws UserError for mistakes in the page. Runs on the render threads (render-thread.ts).
 */
export async function renderBody(source: PageSource, siteDir: string): Promise<RenderedPage> {
  const cache = renderCacheFor<RenderedPage>(siteDir);
  const text = await ownText(source);
  const cached = cache?.lookup(sourceId(source), text);
  if (cached) return cached;
  const startedAt = Date.now();
  const rendered =
    source.kind === 'file'
      ? await renderPage({ file: source.file, siteDir, source: text })
      : renderOperation({ file: source.file, sourcePath: path.relative(siteDir, source.file), method: source.method, path: source.path });
  // The Markdown twin comes from the body the reader sees, made here once and cached with it.
  const page: RenderedPage = { ...rendered, markdown: htmlToMarkdown(rendered.html) };
  cache?.store(sourceId(source), text, page, startedAt);
  return page;
}

/**
 * What `quire check` finds in a page without rendering it: syntax errors and the page checks on
 * its syntax tree (a generated page: whether it can be generated).
 */
export async function checkSource(source: PageSource, siteDir: string): Promise<Diagnostic[]> {
  if (source.kind === 'file') return checkContent(await ownText(source), source.file, siteDir);
  try {
    renderOperation({ file: source.file, sourcePath: path.relative(siteDir, source.file), method: source.method, path: source.path });
    return [];
  } catch (error) {
    if (isUserError(error)) return error.diagnostics;
    throw error;
  }
}
