import { readFile } from 'node:fs/promises';
import { renderPage, type RenderPageInput } from '../content/render-page.js';
import type { RenderedPage } from '../content/types.js';
import { renderCacheFor } from '../cache/render-cache.js';

/** renderPage, answered from the site's render cache when the page and its snippets are unchanged. */
export async function renderPageWithCache(input: Omit<RenderPageInput, 'source'>): Promise<RenderedPage> {
  const cache = renderCacheFor(input.siteDir);
  if (!cache) return renderPage(input);
  const source = await readFile(input.file, 'utf8');
  const cached = cache.lookup(input.file, source);
  if (cached) return cached;
  const startedAt = Date.now();
  const page = await renderPage({ ...input, source });
  cache.store(input.file, source, page, startedAt);
  return page;
}
