import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCacheFor } from '../cache/render-cache.js';
import { checkContent } from '../content/compile.js';
import { renderOperation } from '../content/render-operation.js';
import { renderPage } from '../content/render-page.js';
import type { RenderedPage } from '../content/types.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { pageReferences, type PageReferences } from '../rules/page-references.js';
import { checkPageRules } from '../rules/run-page-rules.js';
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
  const page =
    source.kind === 'file'
      ? await renderPage({ file: source.file, siteDir, source: text })
      : renderOperation({ file: source.file, sourcePath: path.relative(siteDir, source.file), method: source.method, path: source.path });
  cache?.store(sourceId(source), text, page, startedAt);
  return page;
}

/** What `quire check` learns of one page on a render thread. */
export interface PageCheck {
  diagnostics: Diagnostic[];
  /** Its ids and links, for the checks between pages; absent when the page did not parse. */
  references?: PageReferences;
}

/**
 * What `quire check` finds in a page without rendering it: syntax errors, the page checks and the
 * authoring rules on its syntax tree, and its ids and links (a generated page: whether it can be
 * generated).
 */
export async function checkSource(source: PageSource, siteDir: string): Promise<PageCheck> {
  if (source.kind === 'file') {
    const text = await ownText(source);
    let references: PageReferences | undefined;
    const diagnostics = await checkContent(text, source.file, siteDir, (tree, found) => {
      const checked = checkPageRules(tree, text, source.file, siteDir, found);
      references = pageReferences(tree);
      return checked;
    });
    return { diagnostics, ...(references ? { references } : {}) };
  }
  try {
    renderOperation({ file: source.file, sourcePath: path.relative(siteDir, source.file), method: source.method, path: source.path });
    return { diagnostics: [] };
  } catch (error) {
    if (isUserError(error)) return { diagnostics: error.diagnostics };
    throw error;
  }
}
