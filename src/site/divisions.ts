import type { Config } from '../config/schema/index.js';
import type { Division } from './types.js';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function prefixOf(url: string): string {
  return url.replace(/^\/+|\/+$/g, '');
}

/** Does a route (`/api-reference/users`) sit under a division's url prefix (`api-reference`)? */
export function routeIsUnder(route: string, division: Division): boolean {
  if (division.external) return false;
  const prefix = prefixOf(division.url);
  if (prefix === '') return true;
  const bare = route.replace(/^\//, '');
  return bare === prefix || bare.startsWith(`${prefix}/`);
}

/**
 * The division a route belongs to: the one with the longest matching url prefix. The implicit
 * first division (top anchor, primary tab) has the empty prefix and so catches everything else.
 */
export function matchDivision(divisions: readonly Division[], route: string): number | undefined {
  let best: number | undefined;
  let bestLength = -1;
  divisions.forEach((division, index) => {
    if (!routeIsUnder(route, division)) return;
    const length = prefixOf(division.url).length;
    if (length > bestLength) {
      best = index;
      bestLength = length;
    }
  });
  return best;
}

/** The implicit first division: it has the empty prefix, so it holds every page no other claims. */
function implicitDivision(kind: 'top-anchor' | 'primary-tab', name: string, extra: Partial<Division> = {}): Division {
  return { kind, name, url: '', external: false, href: '/', isDefaultHidden: false, ...extra };
}

/** A configured anchor or tab: a path prefix, or a full URL that makes a plain outbound link. */
function configuredDivision(kind: 'anchor' | 'tab', entry: { name: string; url: string; version?: string; isDefaultHidden: boolean }): Division {
  const external = EXTERNAL.test(entry.url);
  return {
    kind,
    name: entry.name,
    url: external ? entry.url : prefixOf(entry.url),
    external,
    href: external ? entry.url : `/${prefixOf(entry.url)}`,
    version: entry.version,
    isDefaultHidden: entry.isDefaultHidden,
  };
}

/** Anchors, top anchor first; empty when the config has none (the site then shows no anchor list). */
export function anchorDivisions(config: Config): Division[] {
  if (!config.anchors?.length) return [];
  const { name, icon, iconType } = config.topAnchor;
  return [
    implicitDivision('top-anchor', name, { icon, iconType }),
    ...config.anchors.map((anchor) => ({ ...configuredDivision('anchor', anchor), icon: anchor.icon, iconType: anchor.iconType, color: anchor.color })),
  ];
}

/** Tabs, the implicit primary tab first; empty when the config has none. */
export function tabDivisions(config: Config): Division[] {
  if (!config.tabs?.length) return [];
  // `primaryTab.isDefaultHidden`: like any tab's, the tab shows only on its own pages.
  const primary = implicitDivision('primary-tab', config.primaryTab?.name ?? 'Documentation', { isDefaultHidden: config.primaryTab?.isDefaultHidden ?? false });
  return [primary, ...config.tabs.map((tab) => configuredDivision('tab', tab))];
}
