import type { Diagnostic } from '../diagnostics.js';
import { markdownTwin } from '../emit/markdown-twin.js';
import { redirectPage } from '../emit/redirect-page.js';
import { endpointOf } from '../layout/endpoint.js';
import type { Site, SitePage } from '../site/types.js';
import { utilityStylesheet, type PageFile } from './page-files.js';
import { cachedBody } from './cached-body.js';
import type { RenderPool } from './render-pool.js';
import { linkPrefix, pageDocument, type DocumentOptions } from './site-files.js';

/**
 * One page as a full HTML document, the way `quire build` and `quire dev` both make it: its body
 * from the render cache, or from a render thread, inside the site's layout. A cached body needs
 * no thread: the first page of a restarted dev server comes from here. Throws UserError when the
 * page has mistakes in it.
 */
export async function renderPageDocument(
  site: Site,
  page: SitePage,
  pool: RenderPool,
  options: DocumentOptions = {},
): Promise<{ html: string; markdown?: string; dependencies: string[]; warnings: Diagnostic[]; files: PageFile[] }> {
  // A page that stands for an address elsewhere (`url` front matter) sends its readers there.
  if (page.externalUrl) return { html: redirectPage(page.title, `${page.title} has moved to ${page.externalUrl}`, page.externalUrl), dependencies: [], warnings: [], files: [] };
  const body = (await cachedBody(page.source, site.dir, pool.untrusted)) ?? (await pool.render(page.source, site.dir));
  const stylesheet = utilityStylesheet(body);
  return {
    html: await pageDocument(site, page, body, options),
    markdown: markdownTwin(page, body.markdown ?? '', linkPrefix(options.siteUrl, options.base), endpointOf(body.frontmatter, site.config)),
    dependencies: body.dependencies,
    warnings: body.warnings,
    files: stylesheet ? [stylesheet] : [],
  };
}
