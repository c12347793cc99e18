import type { Site } from '../site/types.js';
import { pageUrl } from '../site/page-url.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

/**
 * The navigation pages, as search engines should find them, and with `seo.indexHiddenPages` the
 * pages outside it too. Sitemaps require absolute URLs; without a site URL the file still lists
 * root-relative paths, which a host can rewrite. A page that stands for an address elsewhere
 * (`url` front matter) is only a redirect, and is left out.
 */
export function renderSitemap(site: Site, siteUrl?: string): string {
  const everyPage = site.config.seo?.indexHiddenPages === true;
  const urls = site.pages
    .filter((page) => (page.inNavigation || everyPage) && !page.externalUrl)
    .map((page) => `  <url><loc>${escapeXml(pageUrl(page.route, siteUrl))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function renderRobotsTxt(siteUrl?: string): string {
  const sitemap = siteUrl ? `Sitemap: ${pageUrl('/sitemap.xml', siteUrl)}\n` : '';
  return `User-agent: *\nAllow: /\n${sitemap}`;
}
