import type { NavGroupItem, Site, SitePage } from '../site/types.js';
import { pageUrl } from '../site/page-url.js';

function escapeLinkText(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The summary line: the home page's description, as that is the site's own statement of purpose. */
function summary(site: Site): string | undefined {
  const home = site.byRoute.get('/') ?? site.pages[0];
  return home?.description ? oneLine(home.description) : undefined;
}

/**
 * `/llms.txt` as llmstxt.org describes it: a title, a summary, then one section per navigation
 * group listing its pages in navigation order. A nested group gets its own section, named with
 * its parents (`Guides › Advanced`), right after the pages that precede it.
 */
export function renderLlmsTxt(site: Site, siteUrl?: string): string {
  const lines = [`# ${oneLine(site.config.name)}`, ''];
  const about = summary(site);
  if (about) lines.push(`> ${about}`, '');

  const link = (page: SitePage) => {
    const description = page.description ? `: ${oneLine(page.description)}` : '';
    return `- [${escapeLinkText(oneLine(page.title))}](${page.externalUrl ?? pageUrl(page.route, siteUrl)})${description}`;
  };

  const section = (group: NavGroupItem, trail: string[]) => {
    const name = [...trail, group.name].filter(Boolean).join(' › ');
    const pages = group.items.flatMap((item) => (item.kind === 'page' ? [site.byRoute.get(item.route)!] : []));
    if (pages.length) lines.push(`## ${name || 'Pages'}`, '', ...pages.map(link), '');
    for (const item of group.items) if (item.kind === 'group') section(item, [...trail, group.name]);
  };
  for (const group of site.navigation) section(group, []);
  return `${lines.join('\n').trimEnd()}\n`;
}
