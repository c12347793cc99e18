import { renderToString } from 'preact-render-to-string';
import type { HeadScript } from './head-script.js';
import { isPropertyKey, type MetaTag } from './meta-tags.js';
import type { DocumentAssets } from './types.js';

export interface HeadInput {
  /** Full `<title>`: `<page title> - <site name>`. */
  title: string;
  siteName: string;
  description?: string;
  /** Absolute URL of the page, when the site's address is known. */
  canonical?: string;
  favicon?: string;
  assets: DocumentAssets;
  /** Load KaTeX's stylesheet (and so its fonts): only pages with formulas pay for it. */
  hasMath?: boolean;
  /** Site-wide inline script and style (theme before paint, colours, version filtering). */
  script: HeadScript;
  /** The site's `metadata` and the page's own meta front matter; they replace Quire's tags of the same key. */
  meta: MetaTag[];
  style: string;
  /** The default font's file, when the page uses it: fetched with the stylesheet, not after it. */
  preloadFont?: string;
  /** The page's own stylesheet, after the site's. */
  stylesheet?: string;
  extra?: string;
}

function faviconType(href: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };
  return extension ? types[extension] : undefined;
}

/** Everything in `<head>`: the theme script first (before paint), then metadata, styles, the script. */
export function renderHead(input: HeadInput): string {
  const { title, description, canonical } = input;
  const given = new Set(input.meta.map((tag) => tag.key));
  // Quire's own tag, unless the site or the page gives that key itself.
  const own = (key: string, content: string | undefined, property = false) =>
    content !== undefined && !given.has(key) && (property ? <meta property={key} content={content} /> : <meta name={key} content={content} />);
  return (
    renderToString(
      <>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <script {...input.script.attributes} dangerouslySetInnerHTML={{ __html: input.script.code }} />
        <title>{title}</title>
        {own('description', description || undefined)}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && (
          <>
            {own('og:type', 'website', true)}
            {own('og:site_name', input.siteName, true)}
            {own('og:title', title, true)}
            {own('og:description', description || undefined, true)}
            {own('og:url', canonical, true)}
            {own('twitter:card', 'summary')}
            {own('twitter:title', title)}
            {own('twitter:description', description || undefined)}
          </>
        )}
        {input.meta.map((tag) => (isPropertyKey(tag.key) ? <meta property={tag.key} content={tag.content} /> : <meta name={tag.key} content={tag.content} />))}
        {input.favicon && <link rel="icon" href={input.favicon} type={faviconType(input.favicon)} />}
        {input.preloadFont && <link rel="preload" href={input.preloadFont} as="font" type="font/woff2" crossOrigin="anonymous" />}
        <link rel="stylesheet" href={input.assets.css} />
        {input.hasMath && <link rel="stylesheet" href={input.assets.math} />}
        {input.stylesheet && <link rel="stylesheet" href={input.stylesheet} />}
        <style dangerouslySetInnerHTML={{ __html: input.style }} />
        <script type="module" src={input.assets.js} />
      </>,
    ) + (input.extra ?? '')
  );
}
