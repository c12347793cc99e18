import type { Diagnostic } from '../diagnostics.js';

/** Front matter keys Quire reads; unknown keys are kept (real sites carry many). */
export interface PageFrontmatter {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  icon?: string;
  iconType?: string;
  /** `wide`, `full`, `center` or `custom`: which parts of the page shell the page has. */
  mode?: string;
  /** `"GET /path"` or `"spec.json GET /path"`: an endpoint page generated from OpenAPI. */
  openapi?: string;
  /** `"POST https://api.example.com/x"`: a hand-written endpoint page. */
  api?: string;
  [key: string]: unknown;
}

export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** One page, parsed once and rendered to its body HTML. */
export interface RenderedPage {
  frontmatter: PageFrontmatter;
  /** Body HTML (no layout around it). */
  html: string;
  toc: TocEntry[];
  /** Plain text of the body, for descriptions and search. */
  text: string;
  /** Files this page read besides itself (imported snippets), for dev-server invalidation. */
  dependencies: string[];
  warnings: Diagnostic[];
  /** The Tailwind utilities the page and its snippets use in `className`s, as CSS; absent when none. */
  utilityCss?: string;
  /** The body has formulas (its own or its snippets'): the layout loads KaTeX's stylesheet. */
  hasMath?: boolean;
  /** The body as Markdown, for the page's Markdown twin; made by `renderBody` for every kind of page. */
  markdown?: string;
}
