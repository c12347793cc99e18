import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json-answer.js';
import { API_PATH, MOCK_PATH, PROXY_PATH } from './playground-paths.js';
import { DEFAULT_PROXY_LIMITS, handleProxy, type ProxyLimits } from './proxy-route.js';
import type { SiteApi } from './site-api.js';

export interface PlaygroundOptions {
  /** `--mock`: answer `/_quire/mock/...` from the site's specs. */
  mock: boolean;
  /** Limits of the proxy (tests make them small). */
  proxyLimits?: ProxyLimits;
}

/** The answer of `GET /_quire/api`: the contract with the playground in the browser. */
export interface PlaygroundServices {
  proxy: boolean;
  mock: boolean;
  mockBaseUrl: string;
}

/**
 * The playground's server side, shared by `quire dev` and `quire serve`: `/_quire/api`, the
 * proxy and the mock. Answers and returns true for their paths (under the site's `base` as
 * well, for `quire serve --base`), returns false for any other. `site` is only read for them.
 */
export async function handlePlaygroundRequest(req: IncomingMessage, res: ServerResponse, site: () => Promise<SiteApi>, options: PlaygroundOptions, base = '/'): Promise<boolean> {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  let pathname = at === -1 ? url : url.slice(0, at);
  if (base !== '/' && pathname.startsWith(`${base}_quire/`)) pathname = pathname.slice(base.length - 1);
  const route = pathname === API_PATH || pathname === PROXY_PATH ? pathname : pathname === MOCK_PATH || pathname.startsWith(`${MOCK_PATH}/`) ? MOCK_PATH : undefined;
  if (!route) return false;
  if (route === API_PATH) {
    const known = await site();
    const services: PlaygroundServices = { proxy: !known.api.playground?.disableProxy, mock: options.mock, mockBaseUrl: MOCK_PATH };
    sendJson(res, 200, services);
  } else if (route === PROXY_PATH) {
    await handleProxy(req, res, await site(), options.proxyLimits ?? DEFAULT_PROXY_LIMITS);
  } else if (!options.mock) {
    sendJson(res, 404, { error: 'The mock server is off. Start Quire with `--mock` (`quire dev --mock`, `quire serve --mock`) to answer API requests from the site\'s specs.' }, { 'Access-Control-Allow-Origin': '*', 'x-quire-mock-error': '1' });
  } else {
    // Loaded only with `--mock`: it brings ajv.
    const { handleMock } = await import('./mock-route.js');
    await handleMock(req, res, await site(), pathname, new URLSearchParams(at === -1 ? '' : url.slice(at + 1)));
  }
  return true;
}
