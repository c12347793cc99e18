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
