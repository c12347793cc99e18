// Hand-built Site objects for layout tests: the shape planSite() produces, without reading files.
import { docsConfigSchema, type Config } from '../../src/config/schema/index.js';
import type { Division, NavGroupItem, NavItem, PageDivisions, Site, SitePage } from '../../src/site/types.js';
import type { DocumentInput } from '../../src/layout/types.js';

export interface FixtureGroup {
  group: string;
  icon?: string;
  version?: string;
  pages: (string | FixtureGroup)[];
}

export type FixtureConfig = Partial<Omit<Config, 'navigation'>> & { navigation: FixtureGroup[] };

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function titleOf(path: string): string {
  const last = path.split('/').pop() ?? path;
  return last.charAt(0).toUpperCase() + last.slice(1).replace(/-/g, ' ');
}

function division(kind: Division['kind'], d: { name: string; url: string; icon?: string; iconType?: string; color?: Division['color']; version?: string; isDefaultHidden?: boolean }): Division {
  const external = EXTERNAL.test(d.url);
  return {
    kind,
    name: d.name,
    url: d.url,
    external,
    href: external ? d.url : `/${d.url}`,
    icon: d.icon,
    iconType: d.iconType,
    color: d.color,
    version: d.version,
    isDefaultHidden: d.isDefaultHidden ?? false,
  };
}

function under(route: string, d: Division): number {
  if (d.external) return -1;
  if (d.url === '') return 0;
  const bare = route.slice(1);
  return bare === d.url || bare.startsWith(`${d.url}/`) ? d.url.length : -1;
}

function match(divisions: Division[], route: string): Division | undefined {
  let best: Division | undefined;
  let length = -1;
  for (const d of divisions) {
    const l = under(route, d);
    if (l > length) [best, length] = [d, l];
  }
  return best;
}

/** A Site from a config: one page per navigation entry, titled from its file name unless `titles` says otherwise. */
export function buildSite(input: FixtureConfig, options: { titles?: Record<string, Partial<SitePage>>; extraPages?: string[] } = {}): Site {
  // Through the real schema, so the config carries the defaults a loaded one has.
  const config: Config = docsConfigSchema.parse({ name: 'Acme', ...input });
  const pages: SitePage[] = [];
  const byRoute = new Map<string, SitePage>();
  let nextId = 0;

  function addPage(path: string, version: string | undefined, inNavigation: boolean): SitePage {
    const route = path === 'index' ? '/' : `/${path}`;
    const existing = byRoute.get(route);
    if (existing) return existing;
    const page: SitePage = {
      path,
      source: { kind: 'file', file: `/site/${path}.mdx` },
      sourcePath: `${path}.mdx`,
      route,
      title: titleOf(path),
      inNavigation,
      version,
      ...options.titles?.[path],
    };
    pages.push(page);
    byRoute.set(route, page);
    return page;
  }

  function group(g: FixtureGroup, inherited: string | undefined): NavGroupItem {
    const id = nextId++;
    const version = g.version ?? inherited;
    const items: NavItem[] = g.pages.map((entry) => {
      if (typeof entry !== 'string') return group(entry, version);
      const page = addPage(entry, version, true);
      return { kind: 'page', route: page.route, label: page.sidebarTitle ?? page.title, icon: page.icon };
    });
    return { kind: 'group', id, name: g.group, icon: g.icon, version: g.version, items };
  }

  const navigation = input.navigation.map((g) => group(g, undefined));
  for (const path of options.extraPages ?? []) addPage(path, undefined, false);

  const anchors = input.anchors?.length
    ? [
        division('top-anchor', { name: input.topAnchor?.name ?? 'Documentation', url: '', icon: input.topAnchor?.icon ?? 'book-open', iconType: input.topAnchor?.iconType ?? 'duotone' }),
        ...input.anchors.map((a) => division('anchor', a)),
      ]
    : [];
  const tabs = input.tabs?.length ? [division('primary-tab', { name: 'Documentation', url: '' }), ...input.tabs.map((t) => division('tab', t))] : [];

  function firstRoute(g: NavGroupItem): string | undefined {
    for (const item of g.items) {
      const route = item.kind === 'page' ? item.route : firstRoute(item);
      if (route) return route;
    }
    return undefined;
  }
  const divisionOf = (route: string): PageDivisions => ({ anchor: match(anchors, route), tab: match(tabs, route) });

  return {
    dir: '/site',
    configFile: '/site/docs.json',
    repositoryFolder: '',
    specFiles: [],
    specBundles: [],
    config,
    pages,
    byRoute,
    navigation,
    anchors,
    tabs,
    warnings: [],
    divisionOf,
    sidebar: ({ anchor, tab }) =>
      navigation.filter((g) => {
        const route = firstRoute(g);
        if (!route) return false;
        const d = divisionOf(route);
        return d.anchor === anchor && d.tab === tab;
      }),
  };
}

export function input(site: Site, route: string, extra: Partial<DocumentInput> & { frontmatter?: DocumentInput['body']['frontmatter'] } = {}): DocumentInput {
  const page = site.byRoute.get(route);
  if (!page) throw new Error(`no page at ${route}`);
  return {
    site,
    page,
    body: { html: '<h2 id="intro">Intro</h2><p>Hello.</p>', toc: [{ depth: 2, id: 'intro', text: 'Intro' }], frontmatter: extra.frontmatter ?? {} },
    assets: { css: '/assets/quire.css', js: '/assets/quire.js', math: '/assets/katex.css' },
    ...extra,
  };
}

/** Occurrences of `needle` in `html`: the tests have no DOM, so they assert on markup. */
export function count(html: string, needle: string): number {
  return html.split(needle).length - 1;
}
