import { renderToString } from 'preact-render-to-string';
import type { HeadScript } from './head-script.js';
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
  /** Site-wide inline script and style (theme before paint, colours, version filtering). */
  script: HeadScript;
  style: string;
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
  return (
    renderToString(
      <>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <script {...input.script.attributes} dangerouslySetInnerHTML={{ __html: input.script.code }} />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && (
          <>
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={input.siteName} />
            <meta property="og:title" content={title} />
            {description && <meta property="og:description" content={description} />}
            <meta property="og:url" content={canonical} />
            <meta name="twitter:card" content="summary" />
            <meta name="twitter:title" content={title} />
            {description && <meta name="twitter:description" content={description} />}
          </>
        )}
        {input.favicon && <link rel="icon" href={input.favicon} type={faviconType(input.favicon)} />}
        <link rel="stylesheet" href={input.assets.css} />
        <style dangerouslySetInnerHTML={{ __html: input.style }} />
        <script type="module" src={input.assets.js} />
      </>,
    ) + (input.extra ?? '')
  );
}
