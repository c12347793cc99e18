import { isSearchable, SEARCH_URL } from '../layout/search.js';
import { closeSearchIndexer, searchIndexFiles, type IndexedPage } from '../pipeline/search-index.js';
import type { Site, SitePage } from '../site/types.js';

/** How long after a change the index is made again: a burst of saves makes one index. */
const REFRESH_DELAY_MS = 1000;

export interface DevSearchOptions {
  /** The site as planned now. */
  site(): Promise<Site | undefined>;
  /** A searchable page's HTML; undefined when it has errors. */
  render(site: Site, page: SitePage): Promise<string | undefined>;
  onError(error: unknown): void;
}

/**
 * `quire dev`'s search index: made in the background once the first page has been served, from
 * every searchable page rendered on a thread of its own (SiteSource `renderForSearch`), so a
 * reader's request never waits behind the index, and made again after changes. It lives in memory and is
 * served under SEARCH_URL, as the build writes it.
 */
export class DevSearch {
  private files = new Map<string, Uint8Array>();
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: DevSearchOptions) {}

  /** A file of the index by its URL path, or undefined (none yet, or no such file). */
  file(urlPath: string): Uint8Array | undefined {
    return urlPath.startsWith(SEARCH_URL) ? this.files.get(urlPath.slice(SEARCH_URL.length)) : undefined;
  }

  /** Makes the index now, or once more after the one being made. */
  refresh(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.make()
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.refresh();
        }
      });
  }

  /** After a change: makes the index again once the saves have settled. */
  changed(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), REFRESH_DELAY_MS);
    this.timer.unref();
  }

  /** Resolves when no index is being made (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
    await closeSearchIndexer();
  }

  private async make(): Promise<void> {
    const site = await this.options.site();
    if (!site) return;
    const pages: IndexedPage[] = [];
    for (const page of site.pages) {
      if (this.closed) return;
      if (page.externalUrl || !isSearchable(site, page.inNavigation)) continue;
      const html = await this.options.render(site, page);
      if (html !== undefined) pages.push({ route: page.route, html });
    }
    if (this.closed) return;
    const { files, problems } = await searchIndexFiles(pages);
    // Said once per index, as a line: the site still works without search.
    if (problems.length) this.options.onError(problems.map((problem) => `${problem.message} ${problem.hint ?? ''}`).join('\n'));
    this.files = files;
  }
}
