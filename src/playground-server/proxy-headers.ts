import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Headers of one connection, not of the message (RFC 9110 §7.6.1): never relayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * Headers the proxy never relays, either way: hop-by-hop ones (and those `Connection` names),
 * cookies (the docs site's cookies are not the API's, and an API's must not land on the docs
 * site), Quire's own `x-quire-*`, and those the relay sets itself (`host`, `content-length`).
 * `origin` and `referer` name the docs server, which is not who calls the API.
 */
function relayable(headers: IncomingHttpHeaders, extra: string[]): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const dropped = new Set([...HOP_BY_HOP, ...named, 'cookie', 'set-cookie', 'host', 'content-length', ...extra]);
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !dropped.has(name) && !name.startsWith('x-quire-')));
}

/** The browser's request headers as sent on to the API. */
export function requestHeadersToRelay(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return relayable(headers, ['origin', 'referer']);
}

/** The API's response headers as sent back to the browser. */
export function responseHeadersToRelay(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return relayable(headers, []);
}
