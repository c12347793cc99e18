import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { buildSite } from '../../src/publish/build-site.js';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { positionOf } from '../config/position.js';
import { rawRequest } from '../serve/http-client.js';
import { writeSite } from '../support/write-site.js';

const redirects = [
  { source: '/old', destination: '/guide', permanent: true },
  { source: '/blog/:slug*', destination: '/posts/:slug*', permanent: true },
  { source: '/temp/', destination: '/guide' },
  { source: '/elsewhere', destination: 'https://example.com/docs' },
  // A leftover: the page is still there, and the redirect wins, as on Mintlify.
  { source: '/posts/hello', destination: '/guide' },
];
const config = (extra: object[] = []) => JSON.stringify({ name: 'Moved', navigation: [{ group: 'g', pages: ['index', 'guide', 'posts/hello'] }], redirects: [...redirects, ...extra] }, null, 2);
const pages = {
  'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nGuide.\n',
  'posts/hello.mdx': '---\ntitle: Hello\n---\n\nHello.\n',
};

let work: string;
let site: string;
let out: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-redirects-'));
  site = path.join(work, 'site');
  out = path.join(work, 'out');
  await writeSite(site, { 'docs.json': config(), ...pages });
  const result = await buildSite(site, { outDir: out, siteUrl: 'https://docs.example.com' });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  expect(result.diagnostics.map((d) => d.rule)).toEqual(['redirect/source-is-page']);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('redirects in the built site', () => {
  it('writes a redirect page at each exact source, which any static host serves', async () => {
    const page = await readFile(path.join(out, 'old/index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=https://docs.example.com/guide">');
    expect(page).toContain('<link rel="canonical" href="https://docs.example.com/guide">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(await readFile(path.join(out, 'elsewhere/index.html'), 'utf8')).toContain('url=https://example.com/docs');
  });

  it('writes them for Netlify and Cloudflare Pages, Vercel and nginx, wildcards included', async () => {
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toBe('/old /guide 308\n/blog/* /posts/:splat 308\n/temp/ /guide 307\n/elsewhere https://example.com/docs 307\n/posts/hello /guide 307\n');
    expect(JSON.parse(await readFile(path.join(out, 'vercel.json'), 'utf8')).redirects[1]).toEqual({ source: '/blog/:slug*', destination: '/posts/:slug*', permanent: true });
    const nginx = await readFile(path.join(out, 'nginx-redirects.conf'), 'utf8');
    expect(nginx).toContain('location = /old { return 308 /guide; }');
    expect(nginx).toContain('location ~ ^/blog(?:/(.*))?/?$ { return 308 /posts/$1; }');
  });
});

describe('quire serve and quire dev answer a redirect with its status and Location', () => {
  let served: RunningServer;
  let dev: DevServer;
  beforeAll(async () => {
    served = await startStaticServer({ root: out, host: '127.0.0.1', port: 0, onError: (error) => { throw error; } });
    dev = await startDevServer({ dir: site, source: threadedSource(), host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await served?.close();
    await dev?.close();
  });

  it.each([
    ['/old', 308, '/guide'],
    ['/blog/2024/hello', 308, '/posts/2024/hello'],
    ['/blog', 308, '/posts'],
    ['/temp', 307, '/guide'],
    ['/elsewhere', 307, 'https://example.com/docs'],
    ['/posts/hello', 307, '/guide'],
  ])('%s', async (from, status, location) => {
    for (const url of [served.url, dev.url]) {
      const response = await rawRequest(url, from);
      expect([response.status, response.headers.location], url).toEqual([status, location]);
    }
    expect((await rawRequest(served.url, '/guide')).status).toBe(200);
  });
});

describe('checked redirects', () => {
  it('warns about a destination that is no page and a source that is a page, and stops at a source given twice or an unsafe destination', async () => {
    const bad = [
      { source: '/gone', destination: '/nowhere' },
      { source: '/guide', destination: '/posts/hello' },
      { source: '/old', destination: '/posts/hello' },
      { source: '/evil', destination: 'javascript:alert(1)' },
    ];
    const broken = path.join(work, 'broken');
    await writeSite(broken, { 'docs.json': config(bad), ...pages });
    const text = config(bad);
    const result = await buildSite(broken, { outDir: path.join(work, 'broken-out') });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.line]).sort((a, b) => (a[2] as number) - (b[2] as number))).toEqual([
      ['warning', 'redirect/source-is-page', positionOf(text, '"/posts/hello",\n      "destination": "/guide"').line],
      ['warning', 'redirect/missing-destination', positionOf(text, '"/nowhere"').line],
      ['warning', 'redirect/source-is-page', positionOf(text, '"/guide",\n      "destination": "/posts/hello"').line],
      ['error', 'redirect/duplicate-source', text.split('\n').findLastIndex((line) => line.includes('"source": "/old"')) + 1],
      ['error', 'redirect/unsafe-destination', positionOf(text, '"javascript:alert(1)"').line],
    ].sort((a, b) => (a[2] as number) - (b[2] as number)));
  });
});
