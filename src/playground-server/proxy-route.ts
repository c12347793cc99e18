import type { IncomingMessage, ServerResponse } from 'node:http';
import { forwardRequest, ProxyFailure, type ForwardLimits } from './forward-request.js';
import { sendJson } from './json-answer.js';
import { requestHeadersToRelay, responseHeadersToRelay } from './proxy-headers.js';
import { BodyTooLarge, readBody } from './read-body.js';
import type { SiteApi } from './site-api.js';

/** The header naming where the request goes. */
export const TARGET_HEADER = 'x-quire-target';

export interface ProxyLimits extends ForwardLimits {
  maxRequestBytes: number;
}

/** 30 s covers a slow API; 10 MB each way covers what a reader looks at in a playground. */
export const DEFAULT_PROXY_LIMITS: ProxyLimits = { timeoutMs: 30_000, maxRequestBytes: 10 * 1024 * 1024, maxResponseBytes: 10 * 1024 * 1024 };

/** A failure of the proxy itself, told apart from the API's own answers by `x-quire-proxy-error`. */
function fail(res: ServerResponse, status: number, error: string): void {
  sendJson(res, status, { error }, { 'x-quire-proxy-error': '1' });
}

/**
 * `/_quire/proxy`: relays the playground's request to the URL in `x-quire-target`, for APIs
 * that do not allow requests from the browser (CORS). It answers no CORS itself: only the docs
 * site's own pages may use it, and only towards the servers the site declares.
 */
export async function handleProxy(req: IncomingMessage, res: ServerResponse, site: SiteApi, limits: ProxyLimits): Promise<void> {
  if (site.api.playground?.disableProxy) {
    return fail(res, 403, 'This site sets `api.playground.disableProxy: true`, so the playground sends requests straight from the browser and this proxy is off. Remove the setting from docs.json to use the proxy.');
  }
  const raw = req.headers[TARGET_HEADER];
  let target: URL;
  try {
    target = new URL(String(raw ?? ''));
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http');
  } catch {
    return fail(res, 400, `The proxy needs the address to call in the \`${TARGET_HEADER}\` header, as an absolute http or https URL${raw ? `; got \`${String(raw)}\`` : ''}.`);
  }
  let body: Buffer;
  try {
    body = await readBody(req, limits.maxRequestBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail(res, 413, `The request body is larger than the proxy relays (${error.limit} bytes). Send a smaller body, or call the API outside the playground.`);
    throw error;
  }
  try {
    const answer = await forwardRequest(target, req.method ?? 'GET', requestHeadersToRelay(req.headers), body, site.targets, limits);
    res.writeHead(answer.status, { ...responseHeadersToRelay(answer.headers), 'content-length': answer.body.length }).end(req.method === 'HEAD' ? undefined : answer.body);
  } catch (error) {
    if (error instanceof ProxyFailure) return fail(res, error.status, error.message);
    throw error;
  }
}
