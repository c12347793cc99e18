import { pageUrl } from '../site/page-url.js';
import type { Site } from '../site/types.js';
import { compilePathPattern, isPlainUrlText, isSafeDestination, type RedirectRule } from '../util/path-pattern.js';
import { redirectPage } from './redirect-page.js';

/*
 * The site's `redirects` in every form a host reads: an HTML page at each exact source (any
 * static host), `_redirects` (Netlify, Cloudflare Pages), `vercel.json` (Vercel; `quire serve`
 * reads it too) and `nginx-redirects.conf` (to include in a server block).
 */

export interface RedirectFile {
  path: string;
  contentType: string;
  render(): string;
}

const status = (rule: RedirectRule) => (rule.permanent ? 308 : 307);

/** Netlify's syntax: `*` and `:splat` for the rest of a path, `:name` for one segment. */
function netlifyPath(path: string): string {
  return path.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)[*+](?=\/|$)/g, '/*');
}
function netlifyDestination(path: string): string {
  return path.replace(/\/(?::[A-Za-z_][A-Za-z0-9_]*[*+]|\*)(?=\/|$)/g, '/:splat');
}

/** nginx: an exact `location` for a plain source, a regular expression for a pattern. */
function nginxRule(rule: RedirectRule): string {
  const pattern = compilePathPattern(rule.source);
  if (pattern.exact) return `location = ${pattern.source} { return ${status(rule)} ${rule.destination}; }`;
  let destination = rule.destination;
  pattern.names.forEach((name, index) => {
    const written = name === '*' ? /\/\*(?=\/|$)/ : new RegExp(`/:${name}[*+]?(?=/|$)`);
    destination = destination.replace(written, `/$${index + 1}`);
  });
  return `location ~ ${pattern.regex} { return ${status(rule)} ${destination}; }`;
}

export function redirectFiles(site: Site, siteUrl?: string): RedirectFile[] {
  // An unsafe destination is an error of the plan (site/redirects.ts); never written, whatever happens.
  const rules = (site.config.redirects ?? []).filter((rule) => isSafeDestination(rule.destination) && isPlainUrlText(rule.source));
  if (!rules.length) return [];
  const href = (destination: string) => (destination.startsWith('/') ? pageUrl(destination, siteUrl) : destination);
  const pages = rules.flatMap((rule) => {
    const pattern = compilePathPattern(rule.source);
    if (!pattern.exact || pattern.source === '/') return [];
    return [{ path: `${pattern.source}/index.html`, contentType: 'text/html; charset=utf-8', render: () => redirectPage(site.config.name, rule.destination, href(rule.destination)) }];
  });
  return [
    ...pages,
    { path: '/_redirects', contentType: 'text/plain; charset=utf-8', render: () => rules.map((rule) => `${netlifyPath(rule.source)} ${netlifyDestination(rule.destination)} ${status(rule)}\n`).join('') },
    {
      path: '/vercel.json',
      contentType: 'application/json; charset=utf-8',
      render: () => `${JSON.stringify({ redirects: rules.map(({ source, destination, permanent }) => ({ source, destination, permanent: permanent ?? false })) }, null, 2)}\n`,
    },
    { path: '/nginx-redirects.conf', contentType: 'text/plain; charset=utf-8', render: () => `# Quire: the site's redirects; include this file in the site's server block.\n${rules.map(nginxRule).join('\n')}\n` },
  ];
}
