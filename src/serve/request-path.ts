/**
 * The one gate every URL passes before it can name a file, for `quire serve` and `quire dev`
 * alike. It works on the raw request target, segment by segment, so an encoded `%2e%2e` or `%2f`
 * is judged after decoding but can never join or split segments.
 */
export type RequestPath =
  | {
      ok: true;
      /** Decoded path segments; empty for `/`. Each is a plain file or folder name. */
      segments: string[];
      /** The same segments as the client wrote them (still percent-encoded), for redirects. */
      rawSegments: string[];
      /** `/guides/setup/`: the non-canonical form, which both servers redirect. */
      trailingSlash: boolean;
      /** `?a=b` including the `?`, or ''. */
      search: string;
    }
  | { ok: false };

const REFUSED: RequestPath = { ok: false };

/**
 * Names the servers never serve: dot-files and dot-folders (`.git`, `.env`, and `.`/`..`
 * themselves), node_modules, and anything that could act as a separator or terminator on
 * some platform once decoded.
 */
export function isServableName(name: string): boolean {
  if (name === '' || name.startsWith('.')) return false;
  if (name.toLowerCase() === 'node_modules') return false;
  // eslint-disable-next-line no-control-regex
  return !/[/\\\u0000-\u001f]/.test(name);
}

export function parseRequestPath(target: string | undefined): RequestPath {
  if (target === undefined) return REFUSED;
  const queryAt = target.search(/[?#]/);
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).split('#')[0]!;
  // Origin-form only: `http://host/x` and `//host/x` (a protocol-relative trap in redirects) are refused.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return REFUSED;
  if (pathname === '/') return { ok: true, segments: [], rawSegments: [], trailingSlash: false, search };

  const rawSegments = pathname.slice(1).split('/');
  const trailingSlash = rawSegments.at(-1) === '';
  if (trailingSlash) rawSegments.pop();
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      return REFUSED;
    }
    if (!isServableName(name)) return REFUSED;
    segments.push(name);
  }
  return { ok: true, segments, rawSegments, trailingSlash, search };
}

/**
 * The relative Location that drops a trailing slash: `/guides/setup/` → `../setup`. Relative, so
 * it stays right behind a reverse proxy that mounts the site under a prefix, and never trusts the
 * Host header.
 */
export function withoutTrailingSlash(path: Extract<RequestPath, { ok: true }>): string {
  return `../${path.rawSegments.at(-1)!}${path.search}`;
}
