import type { PageFrontmatter, TocEntry } from '../content/types.js';
import type { Site, SitePage } from '../site/types.js';

/** URLs of the one stylesheet and the one script every page loads, and KaTeX's stylesheet for pages with formulas. */
export interface DocumentAssets {
  css: string;
  js: string;
  math: string;
  /** The default font's file, preloaded where the site's `font` leaves it in use. */
  font?: string;
}

/** Everything the page shell needs to turn one rendered page into a full HTML document. */
export interface DocumentInput {
  site: Site;
  page: SitePage;
  body: { html: string; toc: TocEntry[]; frontmatter: PageFrontmatter; hasMath?: boolean };
  assets: DocumentAssets;
  /** A stylesheet of the page's own, after the site's: the Tailwind utilities it uses. */
  stylesheet?: string;
  /** Public address of the site (`https://docs.example.com`): enables canonical and Open Graph tags. */
  siteUrl?: string;
  /** Raw HTML appended to `<head>`, e.g. the dev server's live-reload script. */
  headExtra?: string;
}
