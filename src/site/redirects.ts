import type { SourceLocation } from '../config/load.js';
import type { JsonPath } from '../config/json-source.js';
import type { Redirect } from '../config/schema/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { compilePathPattern, isPlainUrlText, isSafeDestination, normalisePath } from '../util/path-pattern.js';

/**
 * The problems of the site's redirects, against its pages' addresses. A source given twice, or
 * holding what no path can, and an unsafe destination are errors. A source that is also a page
 * is a warning: the redirect wins and the page is never seen, as on Mintlify, where real sites
 * published with such leftovers. So is a destination inside the site that is neither a page nor
 * another redirect.
 */
export function checkRedirects(redirects: readonly Redirect[], routes: ReadonlySet<string>, file: string, locate: ((path: JsonPath) => SourceLocation | undefined) | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (index: number, key: 'source' | 'destination') => ({ file, ...(locate?.(['redirects', index, key]) ?? {}) });
  const sources = new Map<string, number>();
  const patterns = redirects.map((redirect) => compilePathPattern(redirect.source));
  for (const [index, redirect] of redirects.entries()) {
    const pattern = patterns[index]!;
    if (!isPlainUrlText(redirect.source)) {
      diagnostics.push({ ...at(index, 'source'), severity: 'error', rule: 'redirect/invalid-source', message: `The redirect source \`${redirect.source}\` holds characters a path cannot (spaces, quotes, \`;\`, braces).`, hint: 'Write the path as it appears in the address bar, encoded: `%20` for a space.' });
    }
    const earlier = sources.get(pattern.source);
    if (earlier !== undefined) {
      diagnostics.push({ ...at(index, 'source'), severity: 'error', rule: 'redirect/duplicate-source', message: `The redirect source \`${redirect.source}\` is given twice; redirects[${earlier}] has it already.`, hint: 'Keep one of the two.' });
    }
    sources.set(pattern.source, index);
    if (pattern.exact && routes.has(pattern.source)) {
      diagnostics.push({ ...at(index, 'source'), severity: 'warning', rule: 'redirect/source-is-page', message: `The redirect source \`${redirect.source}\` is also a page of the site; the redirect wins, and readers never see the page.`, hint: 'Delete the page, or remove the redirect.' });
    }
  }
  for (const [index, redirect] of redirects.entries()) {
    if (!isSafeDestination(redirect.destination)) {
      diagnostics.push({ ...at(index, 'destination'), severity: 'error', rule: 'redirect/unsafe-destination', message: `The redirect destination \`${redirect.destination}\` is neither a path of the site nor an http(s) address.`, hint: 'Write a path starting with `/`, or a full `https://` address.' });
      continue;
    }
    if (!redirect.destination.startsWith('/') || /\/:|\*/.test(redirect.destination)) continue;
    const target = normalisePath(redirect.destination.replace(/[?#].*$/, ''));
    if (routes.has(target) || patterns.some((pattern) => pattern.match(target))) continue;
    diagnostics.push({ ...at(index, 'destination'), severity: 'warning', rule: 'redirect/missing-destination', message: `The redirect to \`${redirect.destination}\` leads to no page of the site.`, hint: 'Point it at a page, or at a full URL for an address outside the site.' });
  }
  return diagnostics;
}
