import { renderCacheFor } from '../cache/render-cache.js';
import { checkContent } from '../content/compile.js';
import { htmlToMarkdown } from '../content/html-to-markdown.js';
import { renderPage } from '../content/render-page.js';
import { withAuthMethod } from '../openapi/playground-data.js';
import { renderOperation, renderOperationBody, type OperationTarget } from '../openapi/render-operation.js';
import type { RenderedPage } from '../content/types.js';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import { pageReferences, type PageReferences } from '../rules/page-references.js';
import { checkPageRules } from '../rules/run-page-rules.js';
import type { PageSource } from '../site/types.js';
import { cacheKey, entryId, fileText } from './cached-body.js';

/**
 * A hand-written page whose `openapi` front matter names an operation: its own content first,
 * then the operation's reference, as on Mintlify. The endpoint line shows the operation's server.
 */
async function withOperation(page: RenderedPage, operation: OperationTarget): Promise<RenderedPage> {
  const reference = await renderOperationBody({ ...operation, api: withAuthMethod(operation.api, page.frontmatter.authMethod) });
  return {
    ...page,
    frontmatter: { title: reference.title, ...page.frontmatter, api: reference.endpoint },
    html: page.html + reference.html,
    toc: [...page.toc, ...reference.toc],
    text: `${page.text}\n${reference.text}`,
    dependencies: [...page.dependencies, operation.bundle],
  };
}

/**
 * A page's body: from the cache when the page and what it read are unchanged, else rendered and
 * kept. Throws UserError for mistakes in the page. Runs on the render threads (render-thread.ts).
 */
export async function renderBody(source: PageSource, siteDir: string, untrusted = false): Promise<RenderedPage> {
  const cache = renderCacheFor<RenderedPage>(siteDir);
  const text = await fileText(source);
  const key = cacheKey(source, text);
  const cached = cache?.lookup(entryId(source, untrusted), key);
  if (cached) return cached;
  const startedAt = Date.now();
  let rendered: RenderedPage;
  if (source.kind === 'operation') rendered = await renderOperation(source.operation);
  else {
    rendered = await renderPage({ file: source.file, siteDir, source: text, untrusted });
    if (source.operation) rendered = await withOperation(rendered, source.operation);
  }
  // The Markdown twin comes from the body the reader sees, made here once and cached with it; an
  // endpoint page writes its own from the same field trees (openapi/field-markdown.tsx).
  const page: RenderedPage = { ...rendered, markdown: rendered.markdown ?? htmlToMarkdown(rendered.html) };
  cache?.store(entryId(source, untrusted), key, page, startedAt);
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
export async function checkSource(source: PageSource, siteDir: string, untrusted = false): Promise<PageCheck> {
  if (source.kind === 'file') {
    const text = await fileText(source);
    let references: PageReferences | undefined;
    const diagnostics = await checkContent(text, source.file, siteDir, untrusted, (tree, found) => {
      const checked = checkPageRules(tree, text, source.file, siteDir, found);
      references = pageReferences(tree);
      return checked;
    });
    return { diagnostics, ...(references ? { references } : {}) };
  }
  try {
    await renderOperationBody(source.operation);
    return { diagnostics: [] };
  } catch (error) {
    if (isUserError(error)) return { diagnostics: error.diagnostics };
    throw error;
  }
}
