import { utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer } from '../../src/serve/close-server.js';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { listenOnFreePort } from '../../src/serve/listen.js';
import { makeSandbox, SECRET } from './fixture.js';
import { ESCAPE_ATTEMPTS, rawRequest } from './http-client.js';

const css = `body { color: red; }\n`.repeat(200);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let sandbox: Awaited<ReturnType<typeof makeSandbox>>;
let running: RunningServer;

beforeAll(async () => {
  sandbox = await makeSandbox({
    'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
    '404.html': '<!doctype html><title>Missing</title><h1>This page does not exist</h1>',
    'guides/setup/index.html': '<!doctype html><h1>Setup guide</h1>',
    'guides/setup.md': '# Setup guide\n',
    'llms.txt': '# Site\n- [Setup](/guides/setup)\n',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
    'robots.txt': 'User-agent: *\n',
    'theme.css': css,
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'images/shot.png': PNG,
    'data.json': '{"a":1}',
    'fonts/inter.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32]),
    '_quire/quire.1234abcd.js': 'console.log(1);',
    'old.html': '<h1>Old page</h1>',
  });
  running = await startStaticServer({ root: sandbox.site, host: '127.0.0.1', port: 0, onError: (e) => { throw e; } });
});

afterAll(async () => {
  await running?.close();
  await sandbox?.cleanup();
});

describe('quire serve', () => {
  it.each([
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/guides/setup.md', 'text/markdown; charset=utf-8'],
    ['/', 'text/html; charset=utf-8'],
    ['/theme.css', 'text/css; charset=utf-8'],
    ['/_quire/quire.1234abcd.js', 'text/javascript; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml'],
    ['/images/shot.png', 'image/png'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/fonts/inter.woff2', 'font/woff2'],
  ])('serves %s as %s', async (target, type) => {
    const res = await rawRequest(running.url, target);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves clean URLs from <route>/index.html, and / from index.html', async () => {
    expect((await rawRequest(running.url, '/')).text).toContain('Home page');
    expect((await rawRequest(running.url, '/guides/setup')).text).toContain('Setup guide');
    expect((await rawRequest(running.url, '/guides/setup?x=1')).text).toContain('Setup guide');
    expect((await rawRequest(running.url, '/old')).text).toContain('Old page');
  });

  it('redirects a trailing slash to the canonical URL with a relative Location', async () => {
    const res = await rawRequest(running.url, '/guides/setup/?tab=2', { headers: { Host: 'evil.example' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('../setup?tab=2');
    expect(new URL(res.headers.location as string, 'http://x/guides/setup/?tab=2').pathname).toBe('/guides/setup');
    expect((await rawRequest(running.url, '/guides/')).headers.location).toBe('../guides');
  });

  it('answers 404 with the 404 page for missing pages', async () => {
    const res = await rawRequest(running.url, '/nope/never');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('This page does not exist');
  });

  it('does not list folders', async () => {
    expect((await rawRequest(running.url, '/images')).status).toBe(404);
  });

  it.each(ESCAPE_ATTEMPTS)('refuses %s', async (target) => {
    const res = await rawRequest(running.url, target);
    expect(res.status === 404 || res.status === 400).toBe(true);
    expect(res.text).not.toContain(SECRET);
  });

  it('serves symlinks that stay inside the site', async () => {
    const { symlink } = await import('node:fs/promises');
    await symlink('../logo.svg', `${sandbox.site}/images/logo-link.svg`);
    expect((await rawRequest(running.url, '/images/logo-link.svg')).status).toBe(200);
  });

  it('negotiates brotli, gzip or nothing, and always varies on Accept-Encoding', async () => {
    const br = await rawRequest(running.url, '/theme.css', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(css);
    expect(br.wireBytes).toBeLessThan(css.length / 5);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.wireBytes);

    const gzip = await rawRequest(running.url, '/theme.css', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(css);

    const plain = await rawRequest(running.url, '/theme.css', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(css);

    const png = await rawRequest(running.url, '/images/shot.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('never sends one file for another of the same size and modification time', async () => {
    // A corpus site's dark logo got the light logo's compressed bytes: both were keyed by size and mtime.
    const light = `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#ffffff"/></svg>\n`.repeat(40);
    const dark = light.replaceAll('#ffffff', '#000000');
    const when = new Date('2026-01-02T03:04:05.006Z');
    for (const [name, text] of [['logo-light.svg', light], ['logo-dark.svg', dark]]) {
      await writeFile(path.join(sandbox.site, name), text);
      await utimes(path.join(sandbox.site, name), when, when);
    }
    const first = await rawRequest(running.url, '/logo-light.svg', { headers: { 'Accept-Encoding': 'br' } });
    const second = await rawRequest(running.url, '/logo-dark.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toBe(light);
    expect(second.text).toBe(dark);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // Strong, and one per encoding: the brotli bytes are another representation than the plain ones.
    const plain = await rawRequest(running.url, '/logo-dark.svg');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.etag).not.toBe(second.headers.etag);
    const fresh = await rawRequest(running.url, '/logo-dark.svg', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': second.headers.etag as string } });
    expect(fresh.status).toBe(304);
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await rawRequest(running.url, '/guides/setup');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"/);
    expect(lastModified).toMatch(/GMT$/);
    const byTag = await rawRequest(running.url, '/guides/setup', { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await rawRequest(running.url, '/guides/setup', { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const stale = await rawRequest(running.url, '/guides/setup', { headers: { 'If-None-Match': 'W/"other"', 'If-Modified-Since': lastModified } });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawRequest(running.url, '/theme.css', { headers: { 'Accept-Encoding': 'br' } });
    const head = await rawRequest(running.url, '/theme.css', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.wireBytes).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
    const missing = await rawRequest(running.url, '/missing', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(missing.wireBytes).toBe(0);
  });

  it('caches hashed bundles forever and revalidates everything else', async () => {
    expect((await rawRequest(running.url, '/_quire/quire.1234abcd.js')).headers['cache-control']).toContain('immutable');
    expect((await rawRequest(running.url, '/guides/setup')).headers['cache-control']).toBe('no-cache');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const res = await rawRequest(running.url, '/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('listenOnFreePort', () => {
  it('moves to the next port when the asked one is taken, and says which it was', async () => {
    const blocker = createServer();
    const { port } = await listenOnFreePort(blocker, 0, '127.0.0.1');
    const second = createServer();
    try {
      const listening = await listenOnFreePort(second, port, '127.0.0.1');
      expect(listening.movedFrom).toBe(port);
      expect(listening.port).toBeGreaterThan(port);
    } finally {
      await closeServer(second);
      await closeServer(blocker);
    }
  });
});
