import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUserError, type Diagnostic } from '../diagnostics.js';
import type { Site, SitePage } from '../site/types.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import { htmlFileFor } from './output-paths.js';
import { renderPageDocument } from '../pipeline/render-document.js';

export interface PageOutcome {
  route: string;
  /** Errors mean the page was not written; warnings come with a written page. */
  diagnostics: Diagnostic[];
  bytes: number;
}

/** Renders one page and writes it, so no page's HTML outlives its own write. */
export async function renderAndWrite(site: Site, page: SitePage, options: { outDir: string; siteUrl?: string; assets: ClientAssetUrls }): Promise<PageOutcome> {
  try {
    const { html, warnings } = await renderPageDocument(site, page, options);
    const file = htmlFileFor(options.outDir, page.route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    return { route: page.route, diagnostics: warnings, bytes: Buffer.byteLength(html) };
  } catch (error) {
    if (isUserError(error)) return { route: page.route, diagnostics: error.diagnostics, bytes: 0 };
    // Not the writer's mistake: say so plainly and point at the page that set it off.
    const message = error instanceof Error ? error.message : String(error);
    return {
      route: page.route,
      bytes: 0,
      diagnostics: [{ file: page.sourcePath, severity: 'error', message: `Quire failed while rendering this page: ${message}`, hint: 'This is a bug in Quire; please report it with this page attached.', rule: 'internal' }],
    };
  }
}
