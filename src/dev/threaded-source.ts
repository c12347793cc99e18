import { clientAssets } from '../pipeline/client-assets.js';
import { cachedPage } from '../cache/render-cache.js';
import { generatedFiles, pageDocument, render404Document, resolveStaticFile } from '../pipeline/site-files.js';
import { homePageFile } from '../site/home-page-file.js';
import { BodyRenderer } from './body-renderer.js';
import type { SiteSource } from './site-source.js';

/**
 * The build pipeline with page bodies rendered on a thread of their own (see BodyRenderer): the
 * same functions `quire build` uses, so a page looks the same in both. The main thread plans
 * the site, reads cached bodies and lays pages out; it never loads MDX or Shiki.
 */
export function threadedSource(bodies = new BodyRenderer()): SiteSource & { close(): Promise<void> } {
  return {
    // Loaded when first needed: a restarted server answers its first page from the last
    // session's snapshot before it plans, and the config schema is a good part of loading Quire.
    planSite: async (dir, options) => (await import('../site/plan.js')).planSite(dir, options),
    async renderPageDocument(site, page, documentOptions) {
      // A cached body needs no thread: the first page of a restarted server comes from here.
      const body = (await cachedPage(page.file, site.dir)) ?? (await bodies.render(page.file, site.dir));
      return { html: await pageDocument(site, page, body, documentOptions), dependencies: body.dependencies };
    },
    render404Document,
    generatedFiles: (site) => generatedFiles(site),
    resolveStaticFile,
    clientAssets,
    warmUp(dir) {
      // The home page is what a writer opens first: render it while the site is being planned.
      const home = homePageFile(dir);
      if (home) bodies.warmUp(home, dir);
    },
    close: () => bodies.close(),
  };
}
