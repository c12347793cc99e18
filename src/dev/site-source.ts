import type { Diagnostic } from '../diagnostics.js';
import type { PageFile } from '../pipeline/page-files.js';
import type { PlanOptions } from '../site/plan.js';
import type { Site, SitePage } from '../site/types.js';

/**
 * What the dev server needs from the build pipeline, as an interface so tests can hand it a
 * fake site. `threadedSource()` is the real one.
 */
export interface SiteSource {
  planSite(dir: string, options?: PlanOptions): Promise<{ site?: Site; diagnostics: Diagnostic[] }>;
  /**
   * Throws UserError for mistakes in the page; `dependencies` are the other files it read, `files`
   * what the page links to beside it (its Tailwind utilities).
   */
  renderPageDocument(site: Site, page: SitePage, options: { headExtra?: string }): Promise<{ html: string; markdown?: string; dependencies: string[]; warnings?: Diagnostic[]; files?: PageFile[] }>;
  render404Document(site: Site, options: { headExtra?: string }): string | Promise<string>;
  generatedFiles(site: Site): { path: string; contentType: string; render(): string | Promise<string> }[];
  /** The site file a URL path names, or undefined; none inside the folders in `exclude`. */
  resolveStaticFile(site: Site, urlPath: string, exclude: readonly string[]): Promise<string | undefined>;
  /**
   * A page's HTML for the search index, rendered apart from the pages readers ask for (its own
   * thread), so indexing never makes a reader wait; undefined when it has errors. Without it the
   * index is made from the pages as the server answers them.
   */
  renderForSearch?(site: Site, page: SitePage): Promise<string | undefined>;
  /** Starts slow one-time set-up (the highlighter) early, without waiting for it. */
  warmUp?(dir: string): void;
  /** Stops what the source started (threads). */
  close?(): Promise<void>;
  /** Bundled CSS and JS (and KaTeX's fonts) at content-hashed `/_quire/` paths. */
  clientAssets(): Promise<{ path: string; contentType: string; body: string | Buffer }[]>;
}
