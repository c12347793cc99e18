import { pageUrl } from '../site/page-url.js';
import type { Site, SitePage } from '../site/types.js';
import { redirectPage } from './redirect-page.js';

/**
 * Where `/` sends readers when no page has that address: the first page of the navigation, as
 * on Mintlify, where most sites have no `index` page. Undefined when `/` is a page, or when the
 * navigation names none.
 */
export function rootTarget(site: Site): SitePage | undefined {
  if (site.byRoute.has('/')) return undefined;
  return site.pages.find((page) => page.inNavigation);
}

/**
 * The `/index.html` of such a site: a redirect any static host serves as it is, with no
 * JavaScript, kept out of search results in favour of the page it names.
 */
export function renderRootRedirect(site: Site, target: SitePage, siteUrl?: string): string {
  return redirectPage(site.config.name, target.title, pageUrl(target.route, siteUrl));
}
