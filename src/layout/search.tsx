import { versionNames } from '../config/schema/index.js';
import type { Site } from '../site/types.js';
import { icon, type IconSet } from './icons.js';

/** Where the search index is published, under the site's base (pipeline/search-index.ts writes it). */
export const SEARCH_URL = '/_quire/search/';

/**
 * The top bar's search button. It only opens the dialog (client/layout/search.ts); the dialog,
 * the search library and the index load when it does. `data-href` is the index's folder, moved
 * under the site's base with every other root-relative address (util/base-path.ts).
 */
export function SearchButton({ site, icons }: { site: Site; icons: IconSet }) {
  const prompt = site.config.search?.prompt ?? 'Search...';
  return (
    <button type="button" class="q-search" data-q-search data-href={SEARCH_URL} data-prompt={prompt} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
      {icon(icons, 'magnifying-glass')}
      <span class="q-search__prompt">{prompt}</span>
      <kbd class="q-search__key" aria-hidden="true">
        Ctrl K
      </kbd>
    </button>
  );
}

export interface SearchRecordInput {
  /** The page's version; a page without one belongs to every version. */
  version?: string;
  /** The names of the groups above the page, outermost first. */
  groups?: string[];
  /** The tab (or anchor) the page is in. */
  division?: string;
}

/**
 * What the index keeps of a page besides its text, in Pagefind's attributes: the page's group
 * and tab (shown with each result, the tab also ranks results of the reader's tab first) and its
 * versions (the dialog filters by the selected one). Hidden from readers; `data-pagefind-ignore`
 * keeps its text out of the index but its meta and filters in.
 */
export function SearchRecord({ site, version, groups, division }: SearchRecordInput & { site: Site }) {
  const versions = version ? [version] : versionNames(site.config.versions);
  return (
    <div hidden data-pagefind-ignore="index">
      {groups && groups.length > 0 && <span data-pagefind-meta="group">{groups.join(' › ')}</span>}
      {division && <span data-pagefind-meta="tab">{division}</span>}
      {versions.map((name) => (
        <span data-pagefind-filter="version">{name}</span>
      ))}
    </div>
  );
}

/** Pages outside navigation are searchable only with `seo.indexHiddenPages`, as with the sitemap. */
export function isSearchable(site: Site, inNavigation: boolean): boolean {
  return inNavigation || site.config.seo?.indexHiddenPages === true;
}
