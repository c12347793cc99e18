/**
 * The path a site is published under, as `/docs/` (leading and trailing slash), `/` for the root:
 * from `--base`, else from the path of the site's address (`https://acme.github.io/anvil` → `/anvil/`).
 */
export function basePath(base: string | undefined, siteUrl?: string): string {
  const given = base ?? (siteUrl ? safePathname(siteUrl) : undefined) ?? '/';
  const trimmed = given.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function safePathname(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/**
 * Root-relative URLs in markup (`href="/guide"`, `src="/_quire/…"`, `data-href`, the shared
 * sidebar's `data-route`, CSS `url(/…)`, and the same escaped inside a script's string) moved
 * under `base`. Protocol-relative (`//host`) and every other URL stay as they are.
 */
export function rebase(markup: string, base: string): string {
  if (base === '/') return markup;
  const prefix = base.slice(0, -1);
  return markup
    .replace(/(\s(?:href|src|poster|action|data-href|data-route)=\\?["'])\/(?!\/)/g, `$1${prefix}/`)
    .replace(/(url\(\s*\\?["']?)\/(?!\/)/g, `$1${prefix}/`);
}
