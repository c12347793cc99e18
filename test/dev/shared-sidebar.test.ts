import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { GROUPS, PER_GROUP, writeLargeNavigationSite } from '../fixtures/large-navigation.js';

let dir: string;
let server: DevServer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-dev-shared-sidebar-'));
  await writeLargeNavigationSite(dir);
  server = await startDevServer({ dir, source: threadedSource(), host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

it('quire dev serves the script of a sidebar too large to inline, as the build writes it', async () => {
  const page = await (await fetch(new URL('/g3/p1', server.url))).text();
  const src = /<script src="(\/_quire\/sidebar\.[0-9a-f]{8}\.js)" data-route="\/g3\/p1" onerror=/.exec(page)?.[1];
  expect(src).toBeDefined();
  const script = await fetch(new URL(src!, server.url));
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect((await script.text()).match(/<a /g)).toHaveLength(GROUPS * PER_GROUP * 2);
  // Content-hashed: a browser keeps it and asks again by ETag instead of downloading it per page.
  expect(script.headers.get('cache-control')).toBe('no-cache');
  const again = await fetch(new URL(src!, server.url), { headers: { 'If-None-Match': script.headers.get('etag')! } });
  expect(again.status).toBe(304);
});
