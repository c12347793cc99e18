import type { NavGroupItem, Site, SitePage } from '../site/types.js';
import { openApiSpecs, publishedSpecFiles } from '../site/openapi-files.js';
import { pageUrl } from '../site/page-url.js';
import { mapAhead } from '../util/map-limit.js';

function escapeLinkText(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The summary line: the home page's description, as that is the site's own statement of purpose. */
function summary(site: Site): string | undefined {
  const home = site.byRoute.get('/') ?? site.pages[0];
  return home?.description ? oneLine(home.description) : undefined;
}

/** The title and the summary blockquote both files open with. */
function heading(site: Site): string[] {
  const lines = [`# ${oneLine(site.config.name)}`, ''];
  const about = summary(site);
  if (about) lines.push(`> ${about}`, '');
  return lines;
}

const link = (title: string, url: string, description?: string) => `- [${escapeLinkText(oneLine(title))}](${url})${description ? `: ${oneLine(description)}` : ''}`;

/** The site's OpenAPI files: a local one at its published address, an outside one as it is named. */
function openApiLinks(site: Site, siteUrl?: string): string[] {
  const local = new Set(publishedSpecFiles(site.config));
  return openApiSpecs(site.config).map((spec) => {
    const relative = spec.replace(/^\/+/, '');
    return link(spec.split('/').pop() ?? spec, local.has(relative) ? pageUrl(`/${relative}`, siteUrl) : spec);
  });
}

/** Navigation that leads off the site: outside anchors and tabs, top bar links and its button. */
function externalLinks(site: Site): string[] {
  const config = site.config;
  const outside = [
    ...[...site.anchors, ...site.tabs].filter((division) => division.external).map((division) => ({ name: division.name, url: division.href })),
    ...(config.topbarLinks ?? []).map((entry) => ({ name: entry.name, url: entry.url })),
    ...(config.topbarCtaButton ? [{ name: config.topbarCtaButton.name ?? 'GitHub', url: config.topbarCtaButton.url }] : []),
  ];
  const seen = new Set<string>();
  return outside.filter((entry) => /^https?:\/\//i.test(entry.url) && !seen.has(entry.url) && seen.add(entry.url)).map((entry) => link(entry.name, entry.url));
}

/**
 * `/llms.txt` as llmstxt.org describes it: a title, a summary, then one section per navigation
 * group listing its pages in navigation order. A nested group gets its own section, named with
 * its parents (`Guides › Advanced`), right after the pages that precede it. Then `## OpenAPI`,
 * the site's API descriptions, and `## Optional`, the navigation's links off the site, which
 * llmstxt.org marks as what a tool short of room may skip. Nothing is ever cut.
 */
export function renderLlmsTxt(site: Site, siteUrl?: string): string {
  const lines = heading(site);
  const pageLink = (page: SitePage) => link(page.title, page.externalUrl ?? pageUrl(page.route, siteUrl), page.description);
  const section = (group: NavGroupItem, trail: string[]) => {
    const name = [...trail, group.name].filter(Boolean).join(' › ');
    const pages = group.items.flatMap((item) => (item.kind === 'page' ? [site.byRoute.get(item.route)!] : []));
    if (pages.length) lines.push(`## ${name || 'Pages'}`, '', ...pages.map(pageLink), '');
    for (const item of group.items) if (item.kind === 'group') section(item, [...trail, group.name]);
  };
  for (const group of site.navigation) section(group, []);
  const specs = openApiLinks(site, siteUrl);
  if (specs.length) lines.push('## OpenAPI', '', ...specs, '');
  const outside = externalLinks(site);
  if (outside.length) lines.push('## Optional', '', ...outside, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The pages `/llms-full.txt` holds: every navigation page of the site's own, in navigation order. */
export function llmsFullPages(site: Site): SitePage[] {
  return site.pages.filter((page) => page.inNavigation && !page.externalUrl);
}

/** Twins read at once while `/llms-full.txt` is written. */
const TWINS_AHEAD = 32;

/**
 * `/llms-full.txt`: the site's title and summary, then every navigation page in order as its
 * Markdown twin (title, address, description, body), so one request gives a tool the whole site.
 * Yielded piece by piece as `twinOf` gives each page's twin (none: the page is left out), so a
 * site of 100,000 pages is never held whole; reading all its twins at once also ran out of file
 * handles.
 */
export async function* llmsFullTxt(site: Site, twinOf: (page: SitePage) => Promise<string | undefined>): AsyncGenerator<string> {
  yield heading(site).join('\n').trimEnd();
  for await (const twin of mapAhead(llmsFullPages(site), TWINS_AHEAD, twinOf)) if (twin) yield `\n\n${twin.trim()}`;
  yield '\n';
}
