import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import { renderPageDocument } from '../pipeline/render-document.js';
import type { RenderPool } from '../pipeline/render-pool.js';
import type { Site, SitePage } from '../site/types.js';
import { mapLimit } from '../util/map-limit.js';
import { htmlFileFor, markdownFileFor, outputRelative } from './output-paths.js';
import type { PreviousBuild } from './previous-build.js';

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
  /** Files pages share (see pipeline/page-files.ts) written so far, relative to `outDir` with `/`. */
  writtenFiles: Set<string>;
  /** The previous build into the same output, whose unchanged pages are kept as they are. */
  previousBuild?: PreviousBuild;
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
    const carried = options.previousBuild?.carry(page, options.outDir, options.writtenFiles);
    if (carried) {
      options.onPageDone?.(position, { file: outputRelative(options.outDir, htmlFileFor(options.outDir, page.route)), html: carried.html });
      return { route: page.route, diagnostics: carried.warnings };
    }
    const startedAt = Date.now();
    const { html, markdown, warnings, files, dependencies } = await renderPageDocument(site, page, pool, options);
    const file = htmlFileFor(options.outDir, page.route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    options.onPageDone?.(position, { file: outputRelative(options.outDir, file), html });
    written = true;
    const made = [outputRelative(options.outDir, file)];
    if (markdown !== undefined) {
      const twin = markdownFileFor(options.outDir, page.route);
      await writeFile(twin, markdown);
      made.push(outputRelative(options.outDir, twin));
    }
    for (const pageFile of files) {
      const target = path.join(options.outDir, ...pageFile.path.split('/').filter(Boolean));
      const relative = outputRelative(options.outDir, target);
      made.push(relative);
      if (options.writtenFiles.has(relative)) continue;
      options.writtenFiles.add(relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, pageFile.body);
    }
    options.previousBuild?.made(page, startedAt, dependencies, made, warnings);
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
