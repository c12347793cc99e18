import type { Config } from '../config/schema/index.js';
import type { PageFrontmatter } from '../content/types.js';

/** A `<meta>` tag: Open Graph keys go in `property`, the rest in `name`. */
export interface MetaTag {
  key: string;
  content: string;
}

/** Front matter keys that are meta tags of their page. */
const PAGE_META = /^(?:og|twitter|article):|^keywords$/;

/**
 * The meta tags a page carries besides Quire's own: the site's `metadata`, overridden key by key
 * by the page's `og:*`, `twitter:*` and `keywords` front matter; `noindex: true` adds
 * `robots: noindex`. Quire's own tags (description, Open Graph title and URL) give way to these.
 */
export function metaTags(config: Config, frontmatter: PageFrontmatter | undefined): MetaTag[] {
  const tags = new Map<string, string>(Object.entries(config.metadata ?? {}));
  for (const [key, value] of Object.entries(frontmatter ?? {})) {
    if (PAGE_META.test(key) && (typeof value === 'string' || typeof value === 'number')) tags.set(key, String(value));
  }
  if (frontmatter?.noindex === true || frontmatter?.noindex === 'true') tags.set('robots', 'noindex');
  return [...tags].map(([key, content]) => ({ key, content }));
}

export const isPropertyKey = (key: string) => /^(?:og|article):/.test(key);
