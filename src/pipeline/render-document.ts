import type { Diagnostic } from '../diagnostics.js';
import { renderPageWithCache } from './render-with-cache.js';
import type { Site, SitePage } from '../site/types.js';
import { pageDocument, type DocumentOptions } from './site-files.js';

export { warmUpHighlighter as warmUp } from '../content/highlight.js';
export { planSite } from '../site/plan.js';
export { clientAssets } from './client-assets.js';
export { generatedFiles, render404Document, resolveStaticFile, type DocumentOptions, type GeneratedFile } from './site-files.js';

/** The pieces shared by `quire build` and `quire dev`, so both render a page the same way. */

/** One page as a full HTML document. Throws UserError when the page has mistakes in it. */
export async function renderPageDocument(site: Site, page: SitePage, options: DocumentOptions = {}): Promise<{ html: string; dependencies: string[]; warnings: Diagnostic[] }> {
  const body = await renderPageWithCache({ file: page.file, siteDir: site.dir });
  return { html: await pageDocument(site, page, body, options), dependencies: body.dependencies, warnings: body.warnings };
}
