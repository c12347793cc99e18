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

/** Anchors, top anchor first; empty when the config has none (the site then shows no anchor list). */
export function anchorDivisions(config: Config): Division[] {
  if (!config.anchors?.length) return [];
  const top = config.topAnchor;
  const first: Division = {
    kind: 'top-anchor',
    name: top.name,
    url: '',
    external: false,
    href: '/',
    icon: top.icon,
    iconType: top.iconType,
    isDefaultHidden: false,
  };
  const rest = config.anchors.map((anchor): Division => {
    const external = EXTERNAL.test(anchor.url);
    return {
      kind: 'anchor',
      name: anchor.name,
      url: external ? anchor.url : prefixOf(anchor.url),
      external,
      href: external ? anchor.url : `/${prefixOf(anchor.url)}`,
      icon: anchor.icon,
      iconType: anchor.iconType,
      color: anchor.color,
      version: anchor.version,
      isDefaultHidden: anchor.isDefaultHidden,
    };
  });
  return [first, ...rest];
}

/** Tabs, the implicit primary tab first; empty when the config has none. */
export function tabDivisions(config: Config): Division[] {
  if (!config.tabs?.length) return [];
  const first: Division = {
    kind: 'primary-tab',
    name: config.primaryTab?.name ?? 'Documentation',
    url: '',
    external: false,
    href: '/',
    isDefaultHidden: false,
  };
  const rest = config.tabs.map((tab): Division => {
    const external = EXTERNAL.test(tab.url);
    return {
      kind: 'tab',
      name: tab.name,
      url: external ? tab.url : prefixOf(tab.url),
      external,
      href: external ? tab.url : `/${prefixOf(tab.url)}`,
      version: tab.version,
      isDefaultHidden: tab.isDefaultHidden,
    };
  });
  return [first, ...rest];
}
