import type { Config } from '../config/schema/index.js';
import type { Diagnostic } from '../diagnostics.js';
import type { OperationTarget } from '../openapi/render-operation.js';

/**
 * Where a page comes from: a Markdown or MDX file (with the operation its `openapi` front matter
 * names, if any), or an API operation of an OpenAPI file that the page is generated from. `file`
 * is the file either way: what errors point at (the spec's root file, or its URL).
 */
export type PageSource = { kind: 'file'; file: string; operation?: OperationTarget } | { kind: 'operation'; file: string; operation: OperationTarget };

/**
 * A page of the site: every .mdx/.md file in the folder, whether navigation names it or not,
 * and every API operation navigation names.
 */
export interface SitePage {
  /** Path as navigation writes it: `guides/setup` (no extension, no leading slash), or `GET /users`. */
  path: string;
  source: PageSource;
  /** `source.file` relative to the site folder, with extension: `guides/setup.mdx`, `openapi.yaml`. */
  sourcePath: string;
  /** Clean URL: `/guides/setup`; `/` for the root `index` page. */
  route: string;
  title: string;
  sidebarTitle?: string;
  description?: string;
  icon?: string;
  iconType?: string;
  /**
   * `url` front matter: an address elsewhere that the page stands for. Its navigation entry links
   * there, and its own address redirects there.
   */
  externalUrl?: string;
  /** True when navigation names the page (it then has a sidebar entry and prev/next). */
  inNavigation: boolean;
  /** Version of the navigation group that holds the page, if any. */
  version?: string;
}

export interface NavPageItem {
  kind: 'page';
  route: string;
  /** `sidebarTitle`, else `title`. */
  label: string;
  icon?: string;
  iconType?: string;
  /** The page's `url` front matter: the entry is a link out, not to the page. */
  externalUrl?: string;
}

export interface NavGroupItem {
  kind: 'group';
  /** Stable id, unique in the site: used to open a group around the current page. */
  id: number;
  name: string;
  icon?: string;
  version?: string;
  items: NavItem[];
}

export type NavItem = NavPageItem | NavGroupItem;

/** A tab or an anchor: a slice of the site chosen by URL prefix, with its own sidebar. */
export interface Division {
  kind: 'top-anchor' | 'anchor' | 'tab' | 'primary-tab';
  name: string;
  /** Path prefix without slashes (`api-reference`), or a full external URL. */
  url: string;
  /** True when `url` is a full URL: a plain outbound link with no pages. */
  external: boolean;
  /** Where a click goes: the first page inside it, or the external URL. */
  href: string;
  icon?: string;
  iconType?: string;
  color?: string | { from: string; to: string };
  version?: string;
  isDefaultHidden: boolean;
}

export interface Site {
  /** Absolute path of the site folder. */
  dir: string;
  /** The config file actually read (`docs.json`, or `mint.json`). */
  configFile: string;
  /** The site folder inside its git checkout (`docs/`), '' at its root: prefixes `sourcePath` in edit links. */
  repositoryFolder: string;
  config: Config;
  /** Every page, navigation pages first in navigation order, then the rest sorted by path. */
  pages: SitePage[];
  byRoute: Map<string, SitePage>;
  /** The top-level navigation groups, in order. */
  navigation: NavGroupItem[];
  /** Anchors, the top anchor first. Empty when the config has no anchors. */
  anchors: Division[];
  /** Tabs, the implicit primary tab first. Empty when the config has no tabs. */
  tabs: Division[];
  /** Warnings found while planning (missing titles, navigation naming missing pages, ...). */
  warnings: Diagnostic[];
  /** Every local file the site's OpenAPI specs were read from: a change to one plans the site again. */
  specFiles: string[];
  /** The bundled documents of the site's specs, in the order the mock server matches requests against them (`SiteSpecs.bundles`). */
  specBundles: string[];
  /** The anchor and tab a route belongs to (undefined where the config has none). */
  divisionOf(route: string): PageDivisions;
  /** The sidebar groups shown for one anchor/tab pair, in navigation order. */
  sidebar(divisions: PageDivisions): NavGroupItem[];
}

export interface PageDivisions {
  anchor?: Division;
  tab?: Division;
}

/** The serialisable part of a Site: what workers receive; `createSite` derives the rest. */
export type SiteData = Omit<Site, 'byRoute' | 'divisionOf' | 'sidebar'>;
