/** An absolute URL when the site's address is known (`--site-url`), root-relative otherwise. */
export function pageUrl(route: string, siteUrl?: string): string {
  if (!siteUrl) return route;
  return `${siteUrl.replace(/\/+$/, '')}${route === '/' ? '/' : route}`;
}
