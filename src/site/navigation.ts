import type { NavigationEntry } from '../config/schema/index.js';
import type { NavGroupItem, NavItem, SitePage } from './types.js';

export interface NavigationTree {
  groups: NavGroupItem[];
  /** For each page path navigation names, the version of its nearest versioned group. */
  versions: Map<string, string | undefined>;
  /** Page paths in navigation order, each once. */
  order: string[];
  /** How many entries name a page that is not among the site's pages. */
  missing: number;
}

/** `/guides/setup` and `guides/setup` name the same page. */
export function normalisePagePath(entry: string): string {
  return entry.replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * Turns docs.json `navigation` into the sidebar tree. Groups get ids in document order so a
 * page can name the groups to open around it without walking the tree again.
 */
export function buildNavigation(entries: readonly NavigationEntry[], pages: ReadonlyMap<string, SitePage>): NavigationTree {
  let nextId = 0;
  const versions = new Map<string, string | undefined>();
  const order: string[] = [];
  let missing = 0;

  function item(entry: NavigationEntry, version: string | undefined): NavItem | undefined {
    if (typeof entry === 'string') {
      const pagePath = normalisePagePath(entry);
      const page = pages.get(pagePath);
      // A missing page is left out here; `checkNavigationPages` reports it with its position.
      if (!page) {
        missing++;
        return undefined;
      }
      if (!versions.has(pagePath)) {
        versions.set(pagePath, version);
        order.push(pagePath);
      }
      return { kind: 'page', route: page.route, label: page.sidebarTitle ?? page.title, icon: page.icon, iconType: page.iconType, externalUrl: page.externalUrl };
    }
    return group(entry, version);
  }

  function group(entry: Exclude<NavigationEntry, string>, inherited: string | undefined): NavGroupItem {
    const id = nextId++;
    const version = entry.version ?? inherited;
    const items = entry.pages.map((child) => item(child, version)).filter((child): child is NavItem => child !== undefined);
    return { kind: 'group', id, name: entry.group, icon: entry.icon, version: entry.version, items };
  }

  const groups: NavGroupItem[] = [];
  for (const entry of entries) {
    // A bare page at the top level is legal in real files; it gets a nameless group of its own.
    const node = typeof entry === 'string' ? { kind: 'group' as const, id: nextId++, name: '', items: [item(entry, undefined)].filter((x): x is NavItem => !!x) } : group(entry, undefined);
    groups.push(node);
  }
  return { groups, versions, order, missing };
}

/** The first page route inside a group, depth first. */
export function firstRoute(group: NavGroupItem): string | undefined {
  for (const child of group.items) {
    const route = child.kind === 'page' ? child.route : firstRoute(child);
    if (route) return route;
  }
  return undefined;
}
