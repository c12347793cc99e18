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
  /**
   * For each route, the names of the groups around it (outermost first), the nested groups to
   * open, and the top-level group (index in `sections`) it is in.
   */
  trail: Map<string, { names: string[]; open: number[]; section: number }>;
  /** Each top-level group as in `html`: its `<section>` tag and title, and its list (for shared-sidebar.ts). */
  sections: SidebarSection[];
}

export interface SidebarSection {
  head: string;
  list: string;
}

interface Walk {
  icons: IconSet;
  section: number;
  order: NavPageItem[];
  position: Map<string, number>;
  trail: SidebarPart['trail'];
}

const attribute = (name: string, value: string | number | undefined) => (value === undefined ? '' : ` ${name}="${escapeLikePreact(String(value))}"`);

function pageLink(item: NavPageItem, walk: Walk, names: string[], open: number[]): string {
  if (item.externalUrl) return externalLinkHtml(item, walk.icons);
  // A page named twice keeps its first place: previous/next visit it once.
  if (!walk.position.has(item.route)) {
    walk.position.set(item.route, walk.order.length);
    walk.trail.set(item.route, { names, open, section: walk.section });
    walk.order.push(item);
  }
  return linkHtml(item, walk.icons);
}

/** One page's entry; `href` stays the first attribute: pages find their link by it (see currentLinkMarker). */
export function linkHtml(item: NavPageItem, icons: IconSet): string {
  return `<li>${currentLinkMarker(item.route)}${iconHtml(icons, item.icon, item.iconType)}${escapeLikePreact(item.label)}</a></li>`;
}

/**
 * The entry of a page whose front matter has `url`: a link out, marked as one. It is never the
 * current page, and previous/next pass over it.
 */
function externalLinkHtml(item: NavPageItem, icons: IconSet): string {
  const href = escapeLikePreact(item.externalUrl!);
  return `<li><a href="${href}" target="_blank" rel="noopener noreferrer" class="q-external">${iconHtml(icons, item.icon, item.iconType)}${escapeLikePreact(item.label)}${iconHtml(icons, 'arrow-up-right-from-square', undefined, 'q-i q-external-mark')}<span class="q-sr">(opens in a new tab)</span></a></li>`;
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
  const walk: Walk = { icons: new Map(), section: 0, order: [], position: new Map(), trail: new Map() };
  const sections: SidebarSection[] = [];
  for (const group of groups) {
    walk.section = sections.length;
    let head = `<section${attribute('data-version', group.version)} class="q-group">`;
    if (group.name) head += `<p class="q-group-title">${iconHtml(walk.icons, group.icon)}${escapeLikePreact(group.name)}</p>`;
    sections.push({ head, list: items(group.items, walk, group.name ? [group.name] : [], []) });
  }
  const { icons, order, position, trail } = walk;
  return { html: navHtml(sections), icons, order, position, trail, sections };
}

/** The navigation element around top-level groups. */
export function navHtml(sections: SidebarSection[]): string {
  return `<div class="q-nav">${sections.map((section) => `${section.head}${section.list}</section>`).join('')}</div>`;
}

/** The exact opening tag of a page's sidebar link. */
function currentLinkMarker(route: string): string {
  return `<a href="${escapeLikePreact(route)}">`;
}

/**
 * `html` (the sidebar, or part of it) with the page's link marked `aria-current="page"` and the
 * groups around it open.
 */
export function markCurrent(part: SidebarPart, route: string, html = part.html): string {
  const trail = part.trail.get(route);
  if (!trail) return html;
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
