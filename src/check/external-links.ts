import type { Diagnostic } from '../diagnostics.js';
import { mapLimit } from '../util/map-limit.js';
import { linkWarning, type CheckedPage } from './link-targets.js';

/** Requests at once: enough to hide the network's latency, few enough not to look like an attack. */
const CONCURRENCY = 8;
export const EXTERNAL_TIMEOUT_MS = 10_000;

/** Why an address does not answer, or undefined when it does (any status below 400). */
async function problemWith(address: string, timeoutMs: number): Promise<string | undefined> {
  const attempt = async (method: 'HEAD' | 'GET') => {
    const response = await fetch(address, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'quire-check (link checker)' } });
    await response.body?.cancel();
    return response.status;
  };
  try {
    let status = await attempt('HEAD');
    // Many servers refuse HEAD (405, 403, 501) but serve GET.
    if (status >= 400) status = await attempt('GET');
    return status < 400 ? undefined : `answers ${status}`;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return `did not answer within ${timeoutMs / 1000} s`;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `could not be reached${cause ? ` (${cause})` : ''}`;
  }
}

/**
 * Rule `link/external` (`quire check --external` only): every `http(s)` link of the pages is
 * requested once, a few at a time, each with a time limit; one that fails is a warning at each
 * place that links to it. Off by default: a check must not depend on the network.
 */
export async function checkExternalLinks(siteDir: string, pages: readonly CheckedPage[], timeoutMs = EXTERNAL_TIMEOUT_MS): Promise<Diagnostic[]> {
  const places = new Map<string, { page: CheckedPage; line: number; column: number }[]>();
  for (const page of pages) {
    for (const link of page.references.links) {
      const href = link.href.trim();
      if (!/^https?:\/\//i.test(href)) continue;
      const address = href.replace(/#.*$/, '');
      places.set(address, [...(places.get(address) ?? []), { page, line: link.line, column: link.column }]);
    }
  }
  const addresses = [...places.keys()];
  const problems = await mapLimit(addresses, CONCURRENCY, (address) => problemWith(address, timeoutMs));
  return addresses.flatMap((address, index) => {
    const problem = problems[index];
    if (!problem) return [];
    return places.get(address)!.map(({ page, line, column }) =>
      linkWarning(siteDir, page, { line, column }, 'link/external', `The link \`${address}\` ${problem}.`, 'Fix or remove the link, or point it at where the page moved; run again to rule out a passing outage.'),
    );
  });
}
