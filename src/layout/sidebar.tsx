import { renderToString } from 'preact-render-to-string';
import type { NavGroupItem, NavItem, NavPageItem } from '../site/types.js';
import { icon, type IconSet } from './icons.js';

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

function PageLink({ item, walk, names, open }: { item: NavPageItem; walk: Walk; names: string[]; open: number[] }) {
  // A page named twice keeps its first place: previous/next visit it once.
  if (!walk.position.has(item.route)) {
    walk.position.set(item.route, walk.order.length);
    walk.trail.set(item.route, { names, open });
    walk.order.push(item);
  }
  return (
    <li>
      {/* `href` must stay the first attribute: pages find their link by it (see currentLinkMarker). */}
      <a href={item.route}>
        {icon(walk.icons, item.icon)}
        {item.label}
      </a>
    </li>
  );
}

function Items({ items, walk, names, open }: { items: NavItem[]; walk: Walk; names: string[]; open: number[] }) {
  return (
    <ul>
      {items.map((item) =>
        item.kind === 'page' ? (
          <PageLink item={item} walk={walk} names={names} open={open} />
        ) : (
          <li>
            <details data-g={item.id} data-version={item.version}>
              <summary>
                {icon(walk.icons, item.icon)}
                {item.name}
              </summary>
              <Items items={item.items} walk={walk} names={[...names, item.name]} open={[...open, item.id]} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

export function renderSidebarPart(groups: NavGroupItem[]): SidebarPart {
  const walk: Walk = { icons: new Map(), order: [], position: new Map(), trail: new Map() };
  const html = renderToString(
    <div class="q-nav">
      {groups.map((group) => (
        <section class="q-group" data-version={group.version}>
          {group.name && (
            <p class="q-group-title">
              {icon(walk.icons, group.icon)}
              {group.name}
            </p>
          )}
          <Items items={group.items} walk={walk} names={group.name ? [group.name] : []} open={[]} />
        </section>
      ))}
    </div>,
  );
  return { html, ...walk };
}

/** The exact opening tag of a page's sidebar link, as the renderer wrote it (escaping included). */
function currentLinkMarker(route: string): string {
  return renderToString(<a href={route} />).replace('</a>', '');
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
