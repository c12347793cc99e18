import { mkdirSync, writeFileSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import path from 'node:path';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import type { DonePage } from '../pipeline/search-index.js';
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
   * (relative to `outDir`) and HTML once written, or with the digest it returned for the page when
   * the page is kept; without them when it failed. The search index reads it; what it returns is
   * recorded for the next build.
   */
  onPageDone?: (position: number, written: DonePage | undefined) => string | undefined;
}

/** One page rendered and written, so no page's HTML outlives its own write. */
async function renderAndWrite(site: Site, page: SitePage, position: number, pool: RenderPool, options: RenderPagesOptions): Promise<PageOutcome> {
  let written = false;
  try {
    const carried = options.previousBuild?.carry(page, options.outDir, options.writtenFiles);
    if (carried) {
      const file = outputRelative(options.outDir, htmlFileFor(options.outDir, page.route));
      options.onPageDone?.(position, carried.search === undefined ? undefined : { file, digest: carried.search });
      return { route: page.route, diagnostics: carried.warnings };
    }
    const startedAt = Date.now();
    const { html, markdown, warnings, files, dependencies } = await renderPageDocument(site, page, pool, options);
    const file = htmlFileFor(options.outDir, page.route);
    // Written at once: through the thread pool, the same writes took three times the CPU, and
    // the render threads want every core.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    const search = options.onPageDone?.(position, { file: outputRelative(options.outDir, file), html });
    written = true;
    const made = [outputRelative(options.outDir, file)];
    if (markdown !== undefined) {
      const twin = markdownFileFor(options.outDir, page.route);
      writeFileSync(twin, markdown);
      made.push(outputRelative(options.outDir, twin));
    }
    for (const pageFile of files) {
      const target = path.join(options.outDir, ...pageFile.path.split('/').filter(Boolean));
      const relative = outputRelative(options.outDir, target);
      made.push(relative);
      if (options.writtenFiles.has(relative)) continue;
      options.writtenFiles.add(relative);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, pageFile.body);
    }
    options.previousBuild?.made(page, startedAt, dependencies, made, warnings, search);
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

/** How many pages to be made again start before the kept pages ahead of them in the site's order. */
const RENDERED_AHEAD = 64;

/**
 * Renders and writes every page: bodies on the render pool's threads, each laid out and written
 * here as it arrives. Every page is rendered even after one fails, so all broken pages are
 * reported at once.
 */
export async function renderPages(site: Site, pool: RenderPool, options: RenderPagesOptions): Promise<PageOutcome[]> {
  let done = 0;
  const outcomes = new Array<PageOutcome>(site.pages.length);
  // Pages made again go first, so the threads start on them while the kept ones are linked: after
  // one edit, that page's render was otherwise queued behind the hundreds kept before it. Only a
  // few: each holds its article in the search index's line until the pages before it are done.
  const ahead = new Set<number>();
  for (let position = 0; options.previousBuild && position < site.pages.length && ahead.size < RENDERED_AHEAD; position++) {
    if (options.previousBuild.changed(site.pages[position]!)) ahead.add(position);
  }
  const order = [...ahead, ...[...site.pages.keys()].filter((position) => !ahead.has(position))];
  // Pages in flight are also being read, laid out and written here: with two per thread the
  // threads idled a fifth of a 10,000-page build waiting for work.
  await mapLimit(order, pool.threadLimit * 8, async (position) => {
    outcomes[position] = await renderAndWrite(site, site.pages[position]!, position, pool, options);
    options.onProgress?.(++done, site.pages.length);
    // A kept page is done without waiting on anything: between them, the threads' replies get their turn.
    await setImmediate();
  });
  return outcomes;
}
