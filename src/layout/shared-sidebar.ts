import { escapeLikePreact } from '../util/escape-html.js';
import { hashedPath } from '../util/hashed-path.js';
import { clientFile } from './client-files.js';
import { linkHtml, markCurrent, navHtml, type SidebarPart, type SidebarSection } from './sidebar.js';

/**
 * Above this size, a division's sidebar is written once, into a script its pages load, instead
 * of into every page. Inline, a sidebar of N links on each of N pages grows the site as N²: a
 * 10,000-page site was 4.3 GB of HTML (450 KB a page), past what many static hosts accept. At
 * 64 KB (some 1,400 links) the sidebar already outweighs a typical page several times over.
 * mdBook made the same move (its `toc.js`) for the same reason.
 */
export const SHARED_SIDEBAR_BYTES = 64 * 1024;
/**
 * The copy each page keeps for readers without JavaScript is its own top-level group, unless
 * that group is this large itself (one group of thousands of API pages): then the page and the
 * pages either side of it.
 */
const FALLBACK_BYTES = 16 * 1024;

export interface SharedSidebar {
  /** Content-hashed, so hosts and browsers may keep it: `/_quire/sidebar.3f9a1c2e.js`. */
  path: string;
  body: string;
}

const scripts = new WeakMap<SidebarPart, SharedSidebar | undefined>();
/** Whether a top-level group is small enough to copy whole into each of its pages; measured once per group. */
const copyable = new WeakMap<SidebarSection, boolean>();

/** The script that writes a large sidebar into its pages; undefined for one small enough to inline. */
export function sharedSidebar(part: SidebarPart): SharedSidebar | undefined {
  if (!scripts.has(part)) {
    let script: SharedSidebar | undefined;
    if (Buffer.byteLength(part.html) > SHARED_SIDEBAR_BYTES) {
      // The writer (client/inline/shared-sidebar.ts) is placed where the sidebar goes, and runs while the page is parsed.
      const body = `// Quire: the sidebar every page of this part of the site shows.\n${clientFile('inline/shared-sidebar.js').replace('QUIRE_SIDEBAR', () => JSON.stringify(part.html))}`;
      script = { path: hashedPath('sidebar', 'js', body), body };
    }
    scripts.set(part, script);
  }
  return scripts.get(part);
}

/**
 * The sidebar as one page carries it: the whole navigation with its link marked, or, when the
 * navigation is shared, the script that writes it. Readers without JavaScript (and crawlers that
 * run none) get the part of the navigation around the page; so does a reader whose browser
 * could not load the script (blocked, or gone from a host still serving an older page): its
 * `onerror` writes out the `<noscript>` copy, which is plain text while scripts run.
 */
export function sidebarHtml(part: SidebarPart, route: string): string {
  const script = sharedSidebar(part);
  if (!script) return markCurrent(part, route);
  const onError = "this.insertAdjacentHTML('beforebegin',this.previousElementSibling.textContent)";
  return `<noscript>${fallbackHtml(part, route)}</noscript><script src="${script.path}" data-route="${escapeLikePreact(route)}" onerror="${onError}"></script>`;
}

/** The page's top-level group, or when that is large, its name with the page and its neighbours; marked. */
function fallbackHtml(part: SidebarPart, route: string): string {
  const trail = part.trail.get(route);
  const position = part.position.get(route);
  if (!trail || position === undefined) return '';
  const section = part.sections[trail.section]!;
  if (!copyable.has(section)) copyable.set(section, Buffer.byteLength(section.list) <= FALLBACK_BYTES);
  if (copyable.get(section)) return markCurrent(part, route, navHtml([section]));
  const near = part.order.slice(Math.max(0, position - 1), position + 2);
  return markCurrent(part, route, navHtml([{ head: section.head, list: `<ul>${near.map((item) => linkHtml(item, part.icons)).join('')}</ul>` }]));
}
