import type { NavGroupItem, NavItem, NavPageItem } from '../site/types.js';
import { escapeLikePreact } from '../util/escape-html.js';
import { iconHtml, type IconSet } from './icons.js';

/**
 * One division's navigation, rendered once per site. A page then only marks its own link and
 * opens the groups around it, by string replacement: rendering a 10,000-link sidebar for each of
 * 10,000 pages would cost O(pages x links) in the renderer.
 */
export interface SidebarPart {
  html: string;
  icons: IconSet;
  /** Pages in navigation order: previous/next follow it. */
  order: NavPageItem[];
  /** Position of each route in `order`. */
  position: Map<string, number>;
  /** For each route, the names of the groups around it (outermost first) and the nested groups to open. */
  trail: Map<string, { names: string[]; open: number[] }>;
}

interface Walk {
  icons: IconSet;
  order: NavPageItem[];
  position: Map<string, number>;
  trail: SidebarPart['trail'];
}

const attribute = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeLikePreact(String(value))}"`);

function pageLink(item: NavPageItem, walk: Walk, names: string[], open: number[]): string {
  // A page named twice keeps its first place: previous/next visit it once.
  if (!walk.position.has(item.route)) {
    walk.position.set(item.route, walk.order.length);
    walk.trail.set(item.route, { names, open });
    walk.order.push(item);
  }
  // `href` must stay the first attribute: pages find their link by it (see currentLinkMarker).
  return `<li>${currentLinkMarker(item.route)}${iconHtml(walk.icons, item.icon)}${escapeLikePreact(item.label)}</a></li>`;
}

function items(list: NavItem[], walk: Walk, names: string[], open: number[]): string {
  let html = '<ul>';
  for (const item of list) {
    if (item.kind === 'page') {
      html += pageLink(item, walk, names, open);
      continue;
    }
    html += `<li><details${attribute('data-g', item.id)}${attribute('data-version', item.version)}><summary>${iconHtml(walk.icons, item.icon)}${escapeLikePreact(item.name)}</summary>`;
    html += `${items(item.items, walk, [...names, item.name], [...open, item.id])}</details></li>`;
  }
  return `${html}</ul>`;
}

/*
 * Written as strings rather than Preact components: a 10,000-link sidebar took ~100 ms through
 * the renderer in a fresh process, which the first page of `quire dev` waited for. The markup is
 * the one Preact writes with preact/compat loaded (class last), which every page render has.
 */
export function renderSidebarPart(groups: NavGroupItem[]): SidebarPart {
  const walk: Walk = { icons: new Map(), order: [], position: new Map(), trail: new Map() };
  let html = '<div class="q-nav">';
  for (const group of groups) {
    html += `<section${attribute('data-version', group.version)} class="q-group">`;
    if (group.name) html += `<p class="q-group-title">${iconHtml(walk.icons, group.icon)}${escapeLikePreact(group.name)}</p>`;
    html += `${items(group.items, walk, group.name ? [group.name] : [], [])}</section>`;
  }
  return { html: `${html}</div>`, ...walk };
}

/** The exact opening tag of a page's sidebar link. */
function currentLinkMarker(route: string): string {
  return `<a href="${escapeLikePreact(route)}">`;
}

/** The sidebar HTML for one page: its link marked `aria-current="page"`, the groups around it open. */
export function markCurrent(part: SidebarPart, route: string): string {
  const trail = part.trail.get(route);
  if (!trail) return part.html;
  let html = part.html;
  for (const id of trail.open) html = insertAfter(html, `data-g="${id}"`, ' open');
  const marker = currentLinkMarker(route);
  return insertAfter(html, marker.slice(0, -1), ' aria-current="page"');
}

/** `html` with `insert` added after the first occurrence of `find` (indexOf: no `$` patterns to escape). */
function insertAfter(html: string, find: string, insert: string): string {
  const at = html.indexOf(find);
  if (at < 0) return html;
  const end = at + find.length;
  return html.slice(0, end) + insert + html.slice(end);
}
