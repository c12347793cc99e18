/** Schemes a link may have: anything else (`javascript:`, `data:`, `vbscript:`) runs or smuggles code. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * A URL from docs.json or a page as an `href`: relative paths, `#anchors` and the schemes above
 * pass as written; any other gives undefined, so no link is made. Browsers ignore white space
 * and control characters inside a scheme (`java\tscript:`), so the check does too.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''))?.[1];
  return scheme === undefined || LINK_SCHEMES.has(scheme.toLowerCase()) ? url : undefined;
}

/**
 * An image's source from docs.json: what `safeHref` lets through, or a `data:image/…` URL (an
 * image runs no script, however it is written). `javascript:`, `vbscript:` and any other
 * `data:` give undefined.
 */
export function safeImageSource(url: string): string | undefined {
  return safeHref(url) ?? (/^data:image\//i.test(url.replace(/[\u0000-\u0020]/g, '')) ? url : undefined);
}

/**
 * An address a script is loaded from or sends to: an `http(s)` URL, or a bare host name
 * (`stats.example.com`, `localhost:8000`), which becomes an https URL. Any other scheme, or
 * none before a path (`/x`, `//x`), gives undefined. White space is dropped, as browsers drop
 * it from a URL.
 */
export function httpAddress(value: string): string | undefined {
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  // `host:8000` is a port, not a scheme.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[a-z0-9]/i.test(compact) ? `https://${compact}` : undefined;
  return scheme === 'http' || scheme === 'https' ? compact : undefined;
}

/** Whether a link leads to another site (`https://…`, `//host/…`): such links open in a new tab. */
export function isOffSite(href: string | undefined): boolean {
  return href !== undefined && /^(https?:)?\/\//.test(href);
}
