import { renderToString } from 'preact-render-to-string';
import { versionNames } from '../config/schema/index.js';
import type { PageDivisions, Site } from '../site/types.js';
import { thirdPartyScripts } from './analytics.js';
import { renderAnchors } from './anchors.js';
import { colorStyle } from './colors.js';
import { fontStyle } from './fonts.js';
import { renderFooter } from './footer.js';
import { headScript, type HeadScript } from './head-script.js';
import type { IconSet } from './icons.js';
import { sharedSidebar, type SharedSidebar } from './shared-sidebar.js';
import { renderSidebarPart, type SidebarPart } from './sidebar.js';
import { renderTabs } from './tabs.js';
import { renderTopbar } from './topbar.js';
import { versionStyle } from './versions.js';
import { safeHref } from '../util/safe-href.js';

/** A piece of the shell rendered once, with the icons it references. */
export interface Part {
  html: string;
  icons: IconSet;
}

/** What a division (anchor x tab) shows around its pages: sidebar, anchor list, tab bar. */
export interface DivisionParts {
  sidebar: SidebarPart;
  anchors: Part;
  tabs: string;
}

/**
 * Everything in the shell that does not depend on the page itself, rendered on first use and kept
 * for the life of the Site object: a build renders the navigation once per division, not per page.
 */
export interface SiteParts {
  headScript: HeadScript;
  headStyle: string;
  footer: Part;
  /** The analytics and chat widget scripts the site configures, for the end of <body>; '' for none. */
  thirdPartyScripts: string;
  /** The top bar links again, inside the sidebar: on small screens the top bar has no room for them. */
  sidebarLinks: string;
  topbar(selectedVersion: string): Part;
  division(divisions: PageDivisions): DivisionParts;
  /** The scripts of the sidebars too large to inline (see shared-sidebar.ts), one per division that has one. */
  sharedSidebars(): SharedSidebar[];
}

const cache = new WeakMap<Site, SiteParts>();

function memo<T>(build: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = build(key);
      values.set(key, value);
    }
    return value;
  };
}

function backgroundStyle(image: string | undefined): string {
  if (!image) return '';
  return `:root{--q-bg-image:url("${image.replace(/["\\]/g, '\\$&').replace(/</g, '\\3c ')}")}`;
}

function createParts(site: Site): SiteParts {
  const config = site.config;
  const footerIcons: IconSet = new Map();
  const links = config.topbarLinks ?? [];
  const topbar = memo((version) => {
    const icons: IconSet = new Map();
    return { html: renderTopbar(site, version, icons), icons };
  });
  const division = memo((key) => {
    const [anchorIndex, tabIndex] = key.split('|').map(Number) as [number, number];
    const divisions: PageDivisions = { anchor: site.anchors[anchorIndex], tab: site.tabs[tabIndex] };
    const anchorIcons: IconSet = new Map();
    return {
      sidebar: renderSidebarPart(site.sidebar(divisions)),
      anchors: { html: renderAnchors(site.anchors, divisions.anchor, anchorIcons), icons: anchorIcons },
      tabs: renderTabs(site.tabs, divisions.tab),
    };
  });
  const divisionOf = ({ anchor, tab }: PageDivisions) => division(`${anchor ? site.anchors.indexOf(anchor) : -1}|${tab ? site.tabs.indexOf(tab) : -1}`);
  let shared: SharedSidebar[] | undefined;
  return {
    headScript: headScript(config),
    headStyle: colorStyle(config) + fontStyle(config) + versionStyle(versionNames(config.versions)) + backgroundStyle(config.backgroundImage),
    footer: { html: renderFooter(config, footerIcons), icons: footerIcons },
    thirdPartyScripts: thirdPartyScripts(config),
    sidebarLinks: links.length
      ? renderToString(
          <ul class="q-sidebar-links">
            {links.map((link) => (
              <li>
                <a href={safeHref(link.url)}>{link.name}</a>
              </li>
            ))}
          </ul>,
        )
      : '',
    topbar,
    division: divisionOf,
    sharedSidebars() {
      // Every division a page (or the 404 page) is shown in.
      shared ??= [...new Set([...site.pages.map((page) => page.route), '/404'].map((route) => sharedSidebar(divisionOf(site.divisionOf(route)).sidebar)))].filter(
        (script): script is SharedSidebar => script !== undefined,
      );
      return shared;
    },
  };
}

export function siteParts(site: Site): SiteParts {
  let parts = cache.get(site);
  if (!parts) {
    parts = createParts(site);
    cache.set(site, parts);
  }
  return parts;
}
