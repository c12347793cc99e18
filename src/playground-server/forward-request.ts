import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { matchingTarget, type AllowedTarget } from './allowed-targets.js';
import { isBlockedAddress, namesBlockedAddress } from './blocked-address.js';
import { BodyTooLarge, readBody } from './read-body.js';

/** Why the proxy did not relay: the status it answers and what it tells the reader. */
export class ProxyFailure extends Error {
  constructor(
    readonly status: 403 | 413 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

export interface ForwardLimits {
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** The largest response body relayed. */
  maxResponseBytes: number;
  /** How names are resolved (tests give a fixed answer). */
  lookup?: typeof dnsLookup;
}

export interface Relayed {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Redirects followed before giving up. */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The declared target a URL falls under, or the 403 that says it is not one. */
function allowed(url: URL, targets: AllowedTarget[], reached: string): AllowedTarget {
  const target = matchingTarget(url, targets);
  if (target) return target;
  const declared = targets.length ? `It declares: ${targets.map((t) => t.url).join(', ')}.` : 'It declares none: add `api.baseUrl` to docs.json or `servers` to the spec.';
  throw new ProxyFailure(403, `The proxy only calls the servers the site declares, and ${reached} ${url.href} is not one of them. ${declared}`);
}

/**
 * A name lookup that refuses loopback, link-local and metadata addresses: a declared host name
 * must not lead to the machine running Quire or to a cloud's metadata service.
 */
function checkedLookup(base: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((address) => !isBlockedAddress(address.address));
      if (!usable.length) {
        const refused = Object.assign(new Error(`${hostname} resolves to ${addresses[0]?.address ?? 'no address'}`), { code: 'EQUIREBLOCKED' });
        return callback(refused, '', 0);
      }
      if ((options as { all?: boolean }).all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/** One request, no redirect followed; the connected address is checked unless the site names such an address itself. */
function exchange(url: URL, method: string, headers: OutgoingHttpHeaders, body: Buffer | undefined, limits: ForwardLimits, signal: AbortSignal, mayBeLocal: boolean): Promise<Relayed> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method,
      headers: body?.length ? { ...headers, 'content-length': body.length } : headers,
      signal,
      agent: false,
      ...(mayBeLocal ? {} : { lookup: checkedLookup(limits.lookup ?? dnsLookup) }),
    });
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        // The address really connected to: a literal address skips the lookup.
        if (!mayBeLocal && socket.remoteAddress && isBlockedAddress(socket.remoteAddress)) {
          request.destroy(Object.assign(new Error(`${url.hostname} is ${socket.remoteAddress}`), { code: 'EQUIREBLOCKED' }));
        }
      });
    });
    request.on('error', reject);
    request.on('response', (response) => {
      readBody(response, limits.maxResponseBytes).then(
        (received) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: received }),
        (error: unknown) => {
          request.destroy();
          reject(error);
        },
      );
    });
    request.end(body?.length ? body : undefined);
  });
}

/** The failure a network error stands for, in words, with what to do. */
function failureOf(error: unknown, url: URL, limits: ForwardLimits, signal: AbortSignal): ProxyFailure {
  if (error instanceof ProxyFailure) return error;
  if (error instanceof BodyTooLarge) return new ProxyFailure(413, `The response of ${url.href} is larger than the proxy relays (${error.limit} bytes). Ask for less (a smaller page of results), or call the API outside the playground.`);
  const code = (error as NodeJS.ErrnoException)?.code;
  if (signal.aborted) return new ProxyFailure(504, `${url.href} did not answer within ${limits.timeoutMs / 1000} s. Check that the server is up, or try again.`);
  if (code === 'EQUIREBLOCKED') {
    return new ProxyFailure(403, `The proxy does not call loopback, link-local or cloud metadata addresses the site does not declare, and ${(error as Error).message}. Declare that address itself (\`http://127.0.0.1:8080\`) in \`api.baseUrl\` or the spec's \`servers\` to call it.`);
  }
  const reason = code === 'ENOTFOUND' ? `the name ${url.hostname} does not resolve` : code === 'ECONNREFUSED' ? 'it refused the connection' : (error as Error)?.message || String(error);
  return new ProxyFailure(502, `The proxy could not reach ${url.href}: ${reason}. Check the address and that the server is running.`);
}

/**
 * Relays one request to a server the site declares, following redirects itself so that each
 * hop is checked against the declared servers: a redirect elsewhere is refused, not followed.
 * As browsers do, a 303 (and a 301 or 302 answering a POST) continues as a GET without a body,
 * and credentials are not carried to another origin.
 */
export async function forwardRequest(start: URL, method: string, headers: OutgoingHttpHeaders, body: Buffer | undefined, targets: AllowedTarget[], limits: ForwardLimits): Promise<Relayed> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = start;
  let target = allowed(url, targets, 'the request goes to');
  try {
    for (let hop = 0; ; hop++) {
      const answer = await exchange(url, method, headers, body, limits, signal, namesBlockedAddress(target.hostname));
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location) return answer;
      if (hop === MAX_REDIRECTS) throw new ProxyFailure(502, `${start.href} redirected more than ${MAX_REDIRECTS} times. Call the final address instead.`);
      const next = new URL(location, url);
      target = allowed(next, targets, `${url.href} redirects to`);
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-type'));
      }
      if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'authorization'));
      url = next;
    }
  } catch (error) {
    throw failureOf(error, url, limits, signal);
  }
}
