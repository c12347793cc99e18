import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/openapi/document.js';
import { allowedTargets } from '../../src/playground-server/allowed-targets.js';
import { handlePlaygroundRequest } from '../../src/playground-server/playground-routes.js';
import type { ProxyLimits } from '../../src/playground-server/proxy-route.js';
import { siteApi, type SiteApi } from '../../src/playground-server/site-api.js';
import { send, startServer } from './http.js';

/* The proxy relays to the servers the site declares, and to nothing else. */

type Started = Awaited<ReturnType<typeof startServer>>;
let api: Started;
/** A server on 127.0.0.1 the site does not declare: it must never be called. */
let other: Started;
/** A second declared server, on another origin. */
let second: Started;
let front: Server;
let frontUrl: string;
let site: SiteApi;
/** What the fake DNS answers for `*.quire.test` names. */
let fakeDns: Record<string, string> = {};

const limits: ProxyLimits = {
  timeoutMs: 400,
  maxRequestBytes: 1000,
  maxResponseBytes: 2000,
  lookup: ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) => {
    const address = fakeDns[hostname];
    if (!address) return callback(Object.assign(new Error(`not found ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as ProxyLimits['lookup'],
};

beforeAll(async () => {
  other = await startServer((_req, res) => res.end('other'));
  second = await startServer((_req, res) => res.end('second'));
  api = await startServer((req, res, body) => {
    if (req.url === '/v1/echo') {
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'X-Api-Answer': 'yes',
        'Set-Cookie': 'session=api-secret',
        Connection: 'close, x-hop',
        'X-Hop': 'per-connection',
        'X-Quire-Spoof': '1',
      });
      res.end(JSON.stringify({ got: body }));
    } else if (req.url === '/v1/hop') {
      res.writeHead(302, { Location: '/v1/echo' }).end();
    } else if (req.url === '/v1/see-other') {
      res.writeHead(303, { Location: '/v1/echo' }).end();
    } else if (req.url === '/v1/to-second') {
      res.writeHead(307, { Location: `${second.origin}/v1/landing` }).end();
    } else if (req.url === '/v1/away') {
      res.writeHead(307, { Location: `${other.origin}/steal` }).end();
    } else if (req.url === '/v1/slow') {
      // Never answers: the proxy's time limit must end it.
    } else if (req.url === '/v1/big') {
      res.end('x'.repeat(5000));
    } else res.writeHead(404).end();
  });
  const document: OpenApiDocument = {
    openapi: '3.0.3',
    servers: [{ url: 'https://{region}.quire.test/v2', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
    paths: {},
  };
  site = siteApi({ baseUrl: [`${api.origin}/v1`, `${second.origin}/v1`, `http://resolves-to-loopback.quire.test:${api.port}/v1`, 'http://metadata.quire.test/v1'] }, [document]);
  front = createServer((req, res) => {
    handlePlaygroundRequest(req, res, async () => site, { mock: false, proxyLimits: limits }).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/_quire/proxy`;
});

afterAll(async () => {
  front?.closeAllConnections();
  await new Promise((resolve) => front?.close(resolve));
  await api?.close();
  await other?.close();
  await second?.close();
});

const viaProxy = (target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  send(frontUrl, { ...options, headers: { 'x-quire-target': target, ...options.headers } });

describe('the proxy', () => {
  it('relays method, headers, body and status to a declared server, without cookies, hop-by-hop or x-quire headers', async () => {
    const answer = await viaProxy(`${api.origin}/v1/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k-123', cookie: 'docs-session=secret', connection: 'x-private', 'x-private': 'hop', 'x-quire-extra': 'q', 'x-custom': 'kept' },
      body: '{"name":"Ada"}',
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ got: '{"name":"Ada"}' });
    expect(answer.headers['x-api-answer']).toBe('yes');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-hop']).toBeUndefined();
    expect(answer.headers['x-quire-spoof']).toBeUndefined();
    expect(answer.headers['x-quire-proxy-error']).toBeUndefined();
    const got = api.received.at(-1)!;
    expect(got.method).toBe('POST');
    expect(got.headers.authorization).toBe('Bearer k-123');
    expect(got.headers['x-custom']).toBe('kept');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers.cookie).toBeUndefined();
    expect(got.headers['x-private']).toBeUndefined();
    expect(got.headers['x-quire-extra']).toBeUndefined();
    expect(got.headers['x-quire-target']).toBeUndefined();
  });

  it('follows a redirect to a declared server', async () => {
    const answer = await viaProxy(`${api.origin}/v1/hop`);
    expect(answer.status).toBe(201);
    expect(api.received.at(-1)!.url).toBe('/v1/echo');
  });

  it('continues a 303 as a GET without the body, and keeps a 307 as it was, without credentials to another origin', async () => {
    const seeOther = await viaProxy(`${api.origin}/v1/see-other`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(seeOther.status).toBe(201);
    expect(api.received.at(-1)).toMatchObject({ method: 'GET', url: '/v1/echo', body: '' });
    expect(api.received.at(-1)!.headers['content-type']).toBeUndefined();
    const moved = await viaProxy(`${api.origin}/v1/to-second`, { method: 'POST', headers: { authorization: 'Bearer k-123' }, body: 'kept' });
    expect(moved.text).toBe('second');
    expect(second.received.at(-1)).toMatchObject({ method: 'POST', url: '/v1/landing', body: 'kept' });
    expect(second.received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('refuses a host the site does not declare', async () => {
    const answer = await viaProxy('https://evil.example.com/v1/echo');
    expect(answer.status).toBe(403);
    expect(answer.headers['x-quire-proxy-error']).toBe('1');
    expect(JSON.parse(answer.text).error).toMatch(/only calls the servers the site declares.*evil\.example\.com.*It declares: /);
  });

  it('refuses a loopback port the site does not declare, and a path outside the declared base', async () => {
    const before = other.received.length;
    const port = await viaProxy(`${other.origin}/v1/echo`);
    expect(port.status).toBe(403);
    expect(JSON.parse(port.text).error).toContain(`${other.origin}/v1/echo`);
    const outside = await viaProxy(`${api.origin}/admin`);
    expect(outside.status).toBe(403);
    expect(other.received.length).toBe(before);
  });

  it('refuses a redirect off the list without following it', async () => {
    const before = other.received.length;
    const answer = await viaProxy(`${api.origin}/v1/away`);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).error).toMatch(/\/v1\/away redirects to http:\/\/127\.0\.0\.1:\d+\/steal/);
    expect(other.received.length).toBe(before);
  });

  it('refuses a declared name that resolves to a loopback or metadata address', async () => {
    fakeDns = { 'resolves-to-loopback.quire.test': '127.0.0.1', 'metadata.quire.test': '169.254.169.254' };
    const before = api.received.length;
    const loopback = await viaProxy(`http://resolves-to-loopback.quire.test:${api.port}/v1/echo`);
    expect(loopback.status).toBe(403);
    expect(JSON.parse(loopback.text).error).toMatch(/loopback, link-local or cloud metadata.*resolves to 127\.0\.0\.1/);
    expect(api.received.length).toBe(before);
    const metadata = await viaProxy('http://metadata.quire.test/v1/latest/meta-data');
    expect(metadata.status).toBe(403);
    expect(JSON.parse(metadata.text).error).toContain('169.254.169.254');
  });

  it('answers 502 for a declared server that cannot be reached', async () => {
    fakeDns = {};
    const answer = await viaProxy('https://eu.quire.test/v2/users');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text).error).toMatch(/could not reach https:\/\/eu\.quire\.test\/v2\/users: the name eu\.quire\.test does not resolve/);
  });

  it('gives up after its time limit with 504', async () => {
    const started = Date.now();
    const answer = await viaProxy(`${api.origin}/v1/slow`);
    expect(answer.status).toBe(504);
    expect(answer.headers['x-quire-proxy-error']).toBe('1');
    expect(JSON.parse(answer.text).error).toMatch(/did not answer within 0\.4 s/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('limits the body size each way with 413', async () => {
    const request = await viaProxy(`${api.origin}/v1/echo`, { method: 'POST', body: 'x'.repeat(1001) });
    expect(request.status).toBe(413);
    expect(JSON.parse(request.text).error).toMatch(/request body is larger than the proxy relays \(1000 bytes\)/);
    const response = await viaProxy(`${api.origin}/v1/big`);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text).error).toMatch(/response of .*\/v1\/big is larger than the proxy relays \(2000 bytes\)/);
  });

  it('asks for the target when x-quire-target is missing', async () => {
    const answer = await send(frontUrl);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).error).toContain('x-quire-target');
  });

  it('is off with api.playground.disableProxy, and says so', async () => {
    const before = api.received.length;
    const kept = site;
    site = siteApi({ ...kept.api, playground: { disableProxy: true } }, kept.documents);
    try {
      const answer = await viaProxy(`${api.origin}/v1/echo`);
      expect(answer.status).toBe(403);
      expect(answer.headers['x-quire-proxy-error']).toBe('1');
      expect(JSON.parse(answer.text).error).toMatch(/disableProxy: true.*straight from the browser/);
      expect(api.received.length).toBe(before);
    } finally {
      site = kept;
    }
  });
});

describe('the servers a site declares', () => {
  it('are api.baseUrl and the servers of documents, paths and operations, variables expanded', () => {
    const document: OpenApiDocument = {
      servers: [
        { url: 'https://{region}.acme.dev/{version}', variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v2' } } },
        { url: 'https://{tenant}.acme.dev', variables: { tenant: {} } },
        { url: '/relative' },
        { url: '//cdn.acme.dev/files' },
      ],
      paths: {
        '/upload': { servers: [{ url: 'https://upload.acme.dev' }], post: { servers: [{ url: 'http://localhost:8080/api' }] } },
      },
    };
    expect(allowedTargets('https://base.acme.dev/', [document]).map((target) => target.url)).toEqual([
      'https://base.acme.dev/',
      'https://eu.acme.dev/v2',
      'https://us.acme.dev/v2',
      'https://cdn.acme.dev/files',
      'https://upload.acme.dev/',
      'http://localhost:8080/api',
    ]);
  });
});
