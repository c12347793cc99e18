import { clientAssets } from '../pipeline/client-assets.js';
import { renderPageDocument } from '../pipeline/render-document.js';
import { RenderPool } from '../pipeline/render-pool.js';
import { generatedFiles, render404Document, resolveStaticFile } from '../pipeline/site-files.js';
import { homePageFile } from '../site/home-page-file.js';
import type { SiteSource } from './site-source.js';

/**
 * The build pipeline with one render thread (see RenderPool): the same functions `quire build`
 * uses, so a page looks the same in both. The main thread plans the site, reads cached bodies
 * and lays pages out; it never loads MDX or Shiki.
 */
export function threadedSource(pool = new RenderPool()): SiteSource & { close(): Promise<void> } {
  // The search index's thread, started when the index is first made (after the first page).
  let searchPool: RenderPool | undefined;
  return {
    // Loaded when first needed: a restarted server answers its first page from the last
    // session's snapshot before it plans, and the config schema is a good part of loading Quire.
    planSite: async (dir, options) => (await import('../site/plan.js')).planSite(dir, options),
    renderPageDocument: (site, page, documentOptions) => renderPageDocument(site, page, pool, documentOptions),
    render404Document,
    generatedFiles: (site) => generatedFiles(site),
    resolveStaticFile,
    async renderForSearch(site, page) {
      searchPool ??= new RenderPool({ timeoutMs: pool.timeoutMs });
      return renderPageDocument(site, page, searchPool).then(
        (rendered) => rendered.html,
        () => undefined,
      );
    },
    clientAssets,
    warmUp(dir) {
      // The home page is what a writer opens first: render it while the site is being planned.
      const home = homePageFile(dir);
      if (home) pool.warmUp({ kind: 'file', file: home }, dir);
    },
    close: async () => {
      await Promise.all([pool.close(), searchPool?.close()]);
    },
  };
}
