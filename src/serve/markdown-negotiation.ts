import type { IncomingMessage } from 'node:http';

/** The weight (`q`) a request's Accept header gives a media type: 0 when it names it not at all. */
function weightOf(accept: string, type: string): number {
  for (const range of accept.split(',')) {
    const [name, ...parameters] = range.trim().split(';');
    if (name?.trim().toLowerCase() !== type) continue;
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((value) => value !== undefined);
    return q === undefined ? 1 : Number(q);
  }
  return 0;
}

/**
 * Whether a request for a page asks for its Markdown twin: `Accept: text/markdown`, as AI tools
 * send it, weighted at least as high as HTML. A browser's `text/html,…,*\/*` never does.
 */
export function wantsMarkdown(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  const markdown = weightOf(accept, 'text/markdown');
  return markdown > 0 && markdown >= weightOf(accept, 'text/html');
}

/**
 * The `Link` header of every page and twin: where a tool finds the site's index for language
 * models, and the whole site in one file. `base` is the path the site is served under.
 */
export function llmsLinkHeader(base = '/'): string {
  return `<${base}llms.txt>; rel="llms-txt", <${base}llms-full.txt>; rel="llms-full-txt"`;
}
