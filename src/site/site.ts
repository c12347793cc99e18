import { matchDivision } from './divisions.js';
import { firstRoute } from './navigation.js';
import type { Division, NavGroupItem, PageDivisions, Site, SiteData } from './types.js';

function key(anchor: number | undefined, tab: number | undefined): string {
  return `${anchor ?? ''}|${tab ?? ''}`;
}

/**
 * Derives the lookups of a Site from its serialisable data. Workers receive SiteData and call
 * this too, so the derivation must stay cheap: it is linear in groups and pages.
 *
 * A top-level group belongs to the anchor and tab of its first page, as on Mintlify; every page
 * navigation names then belongs where its group does, so a sidebar never loses its current page.
 */
export function createSite(data: SiteData): Site {
  const sidebars = new Map<string, NavGroupItem[]>();
  const navigated = new Map<string, { anchor?: number; tab?: number }>();

  function collectRoutes(group: NavGroupItem, into: string[]): string[] {
    for (const child of group.items) {
      if (child.kind === 'page') into.push(child.route);
      else collectRoutes(child, into);
    }
    return into;
  }

  for (const group of data.navigation) {
    const first = firstRoute(group) ?? '/';
    const anchor = matchDivision(data.anchors, first);
    const tab = matchDivision(data.tabs, first);
    const list = sidebars.get(key(anchor, tab)) ?? [];
    list.push(group);
    sidebars.set(key(anchor, tab), list);
    for (const route of collectRoutes(group, [])) {
      if (!navigated.has(route)) navigated.set(route, { anchor, tab });
    }
  }

  // An internal division links to the first page in its sidebar; one with none keeps its prefix.
  const firstPageOf = (anchor: number | undefined, tab: number | undefined): string | undefined => {
    for (const [k, groups] of sidebars) {
      const [a, t] = k.split('|');
      if ((anchor === undefined || a === String(anchor)) && (tab === undefined || t === String(tab))) {
        const route = groups.map(firstRoute).find(Boolean);
        if (route) return route;
      }
    }
    return undefined;
  };
  const withHref = (divisions: Division[], pick: (index: number) => string | undefined): Division[] =>
    divisions.map((division, index) => (division.external ? division : { ...division, href: pick(index) ?? division.href }));
  const anchors = withHref(data.anchors, (i) => firstPageOf(i, undefined));
  const tabs = withHref(data.tabs, (i) => firstPageOf(undefined, i));

  const byRoute = new Map(data.pages.map((page) => [page.route, page]));

  const indexes = (route: string) =>
    navigated.get(route) ?? { anchor: matchDivision(anchors, route), tab: matchDivision(tabs, route) };

  return {
    ...data,
    anchors,
    tabs,
    byRoute,
    divisionOf(route: string): PageDivisions {
      const { anchor, tab } = indexes(route);
      return {
        anchor: anchor === undefined ? undefined : anchors[anchor],
        tab: tab === undefined ? undefined : tabs[tab],
      };
    },
    sidebar(divisions: PageDivisions): NavGroupItem[] {
      const anchor = divisions.anchor ? anchors.indexOf(divisions.anchor) : undefined;
      const tab = divisions.tab ? tabs.indexOf(divisions.tab) : undefined;
      return sidebars.get(key(anchor === -1 ? undefined : anchor, tab === -1 ? undefined : tab)) ?? [];
    },
  };
}

/** The part of a Site that crosses to a worker thread (functions and Maps stay behind). */
export function siteData(site: Site): SiteData {
  const { byRoute: _byRoute, divisionOf: _divisionOf, sidebar: _sidebar, ...data } = site;
  return data;
}
