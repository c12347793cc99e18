import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import { renderPageDocument } from '../pipeline/render-document.js';
import type { RenderPool } from '../pipeline/render-pool.js';
import type { Site, SitePage } from '../site/types.js';
import { mapLimit } from '../util/map-limit.js';
import { htmlFileFor, markdownFileFor } from './output-paths.js';

export interface PageOutcome {
  route: string;
  /** Errors mean the page was not written; warnings come with a written page. */
  diagnostics: Diagnostic[];
}

export interface RenderPagesOptions {
  outDir: string;
  siteUrl?: string;
  /** The path the site is published under: `/docs/`, or `/`. */
  base: string;
  assets: ClientAssetUrls;
  /** Paths of the page files (see pipeline/page-files.ts) written so far: pages share them. */
  writtenFiles: Set<string>;
  onProgress?: (done: number, total: number) => void;
  /**
   * Called once per page, with its position in `site.pages`, when it is done: with its HTML file
   * (relative to `outDir`) and HTML once written, without them when it failed. The search index reads it.
   */
  onPageDone?: (position: number, written: { file: string; html: string } | undefined) => void;
}

/** One page rendered and written, so no page's HTML outlives its own write. */
async function renderAndWrite(site: Site, page: SitePage, position: number, pool: RenderPool, options: RenderPagesOptions): Promise<PageOutcome> {
  let written = false;
  try {
    const { html, markdown, warnings, files } = await renderPageDocument(site, page, pool, options);
    const file = htmlFileFor(options.outDir, page.route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    options.onPageDone?.(position, { file: path.relative(options.outDir, file), html });
    written = true;
    if (markdown !== undefined) await writeFile(markdownFileFor(options.outDir, page.route), markdown);
    for (const pageFile of files) {
      if (options.writtenFiles.has(pageFile.path)) continue;
      options.writtenFiles.add(pageFile.path);
      const target = path.join(options.outDir, ...pageFile.path.split('/').filter(Boolean));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, pageFile.body);
    }
    return { route: page.route, diagnostics: warnings };
  } catch (error) {
    if (!written) options.onPageDone?.(position, undefined);
    if (isUserError(error)) return { route: page.route, diagnostics: error.diagnostics };
    // Not the writer's mistake: say so plainly and point at the page that set it off.
    const message = error instanceof Error ? error.message : String(error);
    return {
      route: page.route,
      diagnostics: [{ file: page.sourcePath, severity: 'error', message: `Quire failed while rendering this page: ${message}`, hint: 'This is a bug in Quire; please report it with this page attached.', rule: 'internal' }],
    };
  }
}

/**
 * Renders and writes every page: bodies on the render pool's threads, each laid out and written
 * here as it arrives. Every page is rendered even after one fails, so all broken pages are
 * reported at once.
 */
export async function renderPages(site: Site, pool: RenderPool, options: RenderPagesOptions): Promise<PageOutcome[]> {
  let done = 0;
  // Pages in flight are also being read, laid out and written here: with two per thread the
  // threads idled a fifth of a 10,000-page build waiting for work.
  return mapLimit(site.pages, pool.threadLimit * 8, async (page, position) => {
    const outcome = await renderAndWrite(site, page, position, pool, options);
    options.onProgress?.(++done, site.pages.length);
    return outcome;
  });
}
