/*
 * Path patterns as Mintlify, Next.js and Vercel write redirect sources: literal segments,
 * `:name` for one segment, `:name*` for any number of segments (none included), and `*` for the
 * same without a name. A destination names the captured parts the same way.
 */

export interface PathPattern {
  source: string;
  /** True when the pattern matches exactly one path (no `:name` or `*`). */
  exact: boolean;
  /** The regular expression it compiles to (PCRE-compatible, for nginx too), and its groups' names in order. */
  regex: string;
  names: string[];
  match(path: string): Record<string, string> | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PARAMETER = /^:([A-Za-z_][A-Za-z0-9_]*)([*+]?)$/;

/** `/docs/` and `docs` are `/docs`: paths compare without a trailing slash. */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

export function compilePathPattern(source: string): PathPattern {
  const normal = normalisePath(source);
  const names: string[] = [];
  let regex = '';
  for (const segment of normal.split('/').slice(1)) {
    const parameter = PARAMETER.exec(segment);
    if (segment === '*' || parameter?.[2] === '*') {
      names.push(parameter?.[1] ?? '*');
      regex += '(?:/(.*))?';
    } else if (parameter?.[2] === '+') {
      names.push(parameter[1]!);
      regex += '/(.+)';
    } else if (parameter) {
      names.push(parameter[1]!);
      regex += '/([^/]+)';
    } else {
      regex += `/${escape(segment)}`;
    }
  }
  const full = `^${regex || '/'}/?$`;
  const compiled = new RegExp(full);
  return {
    source: normal,
    exact: names.length === 0,
    regex: full,
    names,
    match(path) {
      const found = compiled.exec(path);
      if (!found) return undefined;
      return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    },
  };
}

/** The destination with the parts a match captured put in: `/new/:slug*` with `{ slug: 'a/b' }` is `/new/a/b`. */
export function fillPath(destination: string, params: Record<string, string>): string {
  return destination
    .replace(/\/:([A-Za-z_][A-Za-z0-9_]*)[*+]?(?=\/|$|[?#])/g, (_, name: string) => (params[name] ? `/${params[name]}` : ''))
    .replace(/\/\*(?=\/|$|[?#])/g, () => (params['*'] ? `/${params['*']}` : ''));
}

export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
}

/** A destination a reader may be sent to: a path of the site, or an http(s) address; never `javascript:` and the like. */
export function isSafeDestination(destination: string): boolean {
  return (/^\/(?!\/)/.test(destination) || /^https?:\/\//i.test(destination)) && isPlainUrlText(destination);
}

/** Text a host's config can hold as it is: no white space, quotes, semicolons or braces (nginx, `_redirects`). */
export function isPlainUrlText(text: string): boolean {
  return /^[^\s;{}'"\\]+$/.test(text);
}

/**
 * Answers a path with where its redirect sends it (308 permanent, 307 temporary), or undefined;
 * the first rule that matches wins, and a rule with an unsafe destination never does.
 */
export function redirector(rules: readonly RedirectRule[]): (path: string) => { location: string; status: 307 | 308 } | undefined {
  const compiled = rules.filter((rule) => isSafeDestination(rule.destination) && isPlainUrlText(rule.source)).map((rule) => ({ rule, pattern: compilePathPattern(rule.source) }));
  return (path) => {
    for (const { rule, pattern } of compiled) {
      const params = pattern.match(path);
      if (params) return { location: fillPath(rule.destination, params), status: rule.permanent ? 308 : 307 };
    }
    return undefined;
  };
}
