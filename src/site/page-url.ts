/** An absolute URL when the site's address is known (`--site-url`), root-relative otherwise. */
export function pageUrl(route: string, siteUrl?: string): string {
  if (!siteUrl) return route;
  return `${siteUrl.replace(/\/+$/, '')}${route === '/' ? '/' : route}`;
}

/** The address of a page's Markdown twin: `/guides/setup.md`, and `/index.md` for the root page. */
export function markdownRoute(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

/** The page route a twin's address stands for (`/guides/setup.md` → `/guides/setup`), or undefined. */
export function routeOfMarkdown(urlPath: string): string | undefined {
  if (!urlPath.endsWith('.md')) return undefined;
  return urlPath === '/index.md' ? '/' : urlPath.slice(0, -'.md'.length);
}
