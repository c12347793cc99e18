import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { renderPage } from '../content/render-page.js';
import { renderLlmsTxt } from '../emit/llms-txt.js';
import { renderRobotsTxt, renderSitemap } from '../emit/sitemap.js';
import { render404, renderDocument } from '../layout/document.js';
import type { Site, SitePage } from '../site/types.js';
import { assetUrls, clientAssets, type ClientAssetUrls } from './client-assets.js';

export { warmUpHighlighter as warmUp } from '../content/highlight.js';
export { planSite } from '../site/plan.js';
export { clientAssets } from './client-assets.js';

/** The pieces shared by `quire build` and `quire dev`, so both render a page the same way. */
export interface DocumentOptions {
  /** The site's public address, for canonical URLs and absolute links. */
  siteUrl?: string;
  /** Markup added to `<head>`: the dev server's live-reload script. */
  headExtra?: string;
  /** The bundled CSS/JS URLs; looked up (and bundled once) when not given. */
  assets?: ClientAssetUrls;
}

async function urls(options: DocumentOptions): Promise<ClientAssetUrls> {
  return options.assets ?? assetUrls(await clientAssets());
}

/** One page as a full HTML document. Throws UserError when the page has mistakes in it. */
export async function renderPageDocument(site: Site, page: SitePage, options: DocumentOptions = {}): Promise<{ html: string; dependencies: string[]; warnings: Diagnostic[] }> {
  const body = await renderPage({ file: page.file, siteDir: site.dir });
  const html = renderDocument({
    site,
    page,
    body: { html: body.html, toc: body.toc, frontmatter: body.frontmatter },
    assets: await urls(options),
    siteUrl: options.siteUrl,
    headExtra: options.headExtra,
  });
  return { html, dependencies: body.dependencies, warnings: body.warnings };
}

export async function render404Document(site: Site, options: DocumentOptions = {}): Promise<string> {
  const html = render404(site, await urls(options));
  return options.headExtra ? html.replace('</head>', `${options.headExtra}</head>`) : html;
}

export interface GeneratedFile {
  path: string;
  contentType: string;
  render(): string;
}

/** Files made from the site model rather than from a page. */
export function generatedFiles(site: Site, siteUrl?: string): GeneratedFile[] {
  return [
    { path: '/llms.txt', contentType: 'text/plain; charset=utf-8', render: () => renderLlmsTxt(site, siteUrl) },
    { path: '/sitemap.xml', contentType: 'application/xml; charset=utf-8', render: () => renderSitemap(site, siteUrl) },
    { path: '/robots.txt', contentType: 'text/plain; charset=utf-8', render: () => renderRobotsTxt(siteUrl) },
  ];
}

/**
 * The site file a URL names (an image, the favicon), or undefined. Pages, dot-files and
 * node_modules are never served raw, and nothing outside the site folder is reachable,
 * symlinks included.
 */
export async function resolveStaticFile(site: Site, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return undefined;
  }
  const segments = decoded.split(/[\\/]+/).filter(Boolean);
  if (segments.some((s) => s === '..' || s.startsWith('.') || s === 'node_modules') || /\.mdx?$/.test(decoded)) return undefined;
  const candidate = path.join(site.dir, ...segments);
  try {
    const [real, root] = await Promise.all([realpath(candidate), realpath(site.dir)]);
    if (real !== root && !real.startsWith(root + path.sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
