import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { renderLlmsTxt } from '../emit/llms-txt.js';
import { redirectFiles } from '../emit/redirects.js';
import { renderRootRedirect, rootTarget } from '../emit/root-redirect.js';
import { renderRobotsTxt, renderSitemap } from '../emit/sitemap.js';
import { render404, renderDocument } from '../layout/document.js';
import { siteParts } from '../layout/site-parts.js';
import type { RenderedPage } from '../content/types.js';
import { containedFile } from '../serve/contained-file.js';
import { parseRequestPath } from '../serve/request-path.js';
import { publishedSpecFiles } from '../site/openapi-files.js';
import { isPublishedAsset } from '../site/published-asset.js';
import { isInside } from '../util/is-inside.js';
import type { Site, SitePage } from '../site/types.js';
import { assetUrls, clientAssets, type ClientAssetUrls } from './client-assets.js';
import { utilityStylesheet } from './page-files.js';
import { rebase } from '../util/base-path.js';

/*
 * What the site model alone decides: the document around a rendered page body, the 404 page,
 * the generated files and the static files. Nothing here parses MDX or loads Shiki, so the dev
 * server's main thread can use it while page bodies render on a thread of their own.
 */

export interface DocumentOptions {
  /** The site's public address, for canonical URLs and absolute links. */
  siteUrl?: string;
  /** Markup added to `<head>`: the dev server's live-reload script. */
  headExtra?: string;
  /** The path the site is published under (`/docs/`): every root-relative URL moves beneath it. */
  base?: string;
  /** The bundled CSS/JS URLs; looked up (and bundled once) when not given. */
  assets?: ClientAssetUrls;
}

async function urls(options: DocumentOptions): Promise<ClientAssetUrls> {
  return options.assets ?? assetUrls(await clientAssets());
}

/** A page's full HTML document: its rendered body inside the site's layout. */
export async function pageDocument(site: Site, page: SitePage, body: Pick<RenderedPage, 'html' | 'toc' | 'frontmatter' | 'hasMath' | 'utilityCss'>, options: DocumentOptions = {}): Promise<string> {
  const html = renderDocument({
    site,
    page,
    body: { html: body.html, toc: body.toc, frontmatter: body.frontmatter, hasMath: body.hasMath },
    stylesheet: utilityStylesheet(body)?.path,
    assets: await urls(options),
    siteUrl: options.siteUrl,
    headExtra: options.headExtra,
  });
  return rebase(html, options.base ?? '/');
}

export async function render404Document(site: Site, options: DocumentOptions = {}): Promise<string> {
  const html = rebase(render404(site, await urls(options)), options.base ?? '/');
  return options.headExtra ? html.replace('</head>', `${options.headExtra}</head>`) : html;
}

export interface GeneratedFile {
  path: string;
  contentType: string;
  render(): string;
}

/** What links in generated files start with: the site's address, else its base path (none for `/`). */
export function linkPrefix(siteUrl: string | undefined, base = '/'): string | undefined {
  return siteUrl ?? (base === '/' ? undefined : base.slice(0, -1));
}

/**
 * Files made from the site model rather than from a page. Their links are absolute with the
 * site's address; without it, root-relative under `base`.
 */
export function generatedFiles(site: Site, siteUrl?: string, base = '/'): GeneratedFile[] {
  const root = rootTarget(site);
  const prefix = linkPrefix(siteUrl, base);
  return [
    ...(root ? [{ path: '/index.html', contentType: 'text/html; charset=utf-8', render: () => renderRootRedirect(site, root, prefix) }] : []),
    // An llms.txt the site's authors wrote is published as it is, in place of this one.
    ...(existsSync(path.join(site.dir, 'llms.txt')) ? [] : [{ path: '/llms.txt', contentType: 'text/plain; charset=utf-8', render: () => renderLlmsTxt(site, prefix) }]),
    { path: '/sitemap.xml', contentType: 'application/xml; charset=utf-8', render: () => renderSitemap(site, prefix) },
    { path: '/robots.txt', contentType: 'text/plain; charset=utf-8', render: () => renderRobotsTxt(siteUrl) },
    ...siteParts(site)
      .sharedSidebars()
      .map((script) => ({ path: script.path, contentType: 'text/javascript; charset=utf-8', render: () => rebase(script.body, base) })),
    ...redirectFiles(site, prefix),
  ];
}

/**
 * The site file a URL names (an image, the favicon), or undefined: exactly the files `quire
 * build` would copy into the output (`isPublishedAsset`), so `quire dev` never serves a key,
 * `package.json` or `docs.json` the build keeps private. Like the build's walk, it follows no
 * symlink and skips the folders in `exclude` (the build output). It also passes the gate every
 * served file passes (`src/serve/`): nothing outside the site folder.
 */
export async function resolveStaticFile(site: Site, urlPath: string, exclude: readonly string[] = []): Promise<string | undefined> {
  const requested = parseRequestPath(urlPath);
  if (!requested.ok) return undefined;
  const relative = requested.segments.join('/');
  if (!isPublishedAsset(relative) && !publishedSpecFiles(site.config).includes(relative)) return undefined;
  const root = await realpath(site.dir).catch(() => undefined);
  if (!root) return undefined;
  const file = path.join(root, ...requested.segments);
  if (exclude.some((folder) => isInside(file, path.resolve(folder)))) return undefined;
  const found = await containedFile(root, file);
  // A path that resolves elsewhere went through a symlink, which the build's walk does not follow.
  return found?.file === file ? file : undefined;
}
