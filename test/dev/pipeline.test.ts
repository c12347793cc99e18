import { access, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAssets } from '../../src/pipeline/client-assets.js';
import { buildSite } from '../../src/publish/build-site.js';
import { versionOf } from '../../src/dev/decorate.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { listenForReload } from '../support/reload-listener.js';
import { rawRequest } from '../serve/http-client.js';
import { writeSite } from '../support/write-site.js';

/** The dev server with the real build pipeline, page bodies rendered on a thread: what `quire dev` runs. */
let base: string;
let dir: string;
let server: DevServer;

const files: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Pipeline Docs', navigation: [{ group: 'Start', pages: ['index', 'guide', 'other'] }] }),
  'index.mdx': '---\ntitle: Home\ndescription: Home page.\n---\n\nWelcome.\n',
  'guide.mdx': "---\ntitle: Guide\ndescription: Uses a snippet.\n---\n\nimport Shared from '/snippets/shared.mdx'\n\n<Shared />\n\nGuide text.\n",
  'other.mdx': '---\ntitle: Other\ndescription: Plain page.\n---\n\nOther text.\n',
  'snippets/shared.mdx': 'Shared snippet, first version.\n',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // What a site folder holds beside the site, none of which the build publishes.
  id_rsa: 'PRIVATE KEY',
  'server.key': 'PRIVATE KEY',
  'deploy/secrets.yml': 'token: secret',
  'package.json': '{"private":true}',
  '.env': 'TOKEN=secret',
  'node_modules/pkg/logo.png': 'PNG',
  'snippets/diagram.png': 'PNG',
  'docs/manual.pdf': 'PDF',
};

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'quire-dev-pipeline-'));
  dir = path.join(base, 'site');
  await writeSite(dir, files);
  await writeFile(path.join(base, 'secret.txt'), 'OUTSIDE');
  await symlink(path.join(base, 'secret.txt'), path.join(dir, 'images', 'leak.svg'));
  server = await startDevServer({ dir, source: threadedSource(), host: '127.0.0.1', port: 0 });
  await server.watching;
});

afterAll(async () => {
  await server?.close();
  await rm(base, { recursive: true, force: true });
});

describe('quire dev with the build pipeline', () => {
  it('serves each page exactly as `quire build` writes it, plus only the live-reload script', async () => {
    const out = path.join(base, 'out');
    expect((await buildSite(dir, { outDir: out })).ok).toBe(true);
    for (const [route, file] of [['/guide', 'guide/index.html'], ['/other', 'other/index.html']] as const) {
      const built = await readFile(path.join(out, file), 'utf8');
      const served = (await rawRequest(server.url, route)).text;
      expect(served.replace(/<script src="\/_quire\/dev\/live-reload\.js"[^>]*><\/script>/, '')).toBe(built);
    }
    expect((await rawRequest(server.url, '/guide')).text).toContain('Shared snippet, first version.');
  });

  it('serves the bundles, generated files, site images and the 404 page', async () => {
    const served = (await rawRequest(server.url, '/')).text;
    for (const asset of await clientAssets()) {
      // Features are imported by the page script, not named by the page; KaTeX's files are named only by pages with math.
      if (!asset.path.startsWith('/_quire/features/') && !asset.path.startsWith('/_quire/katex/')) expect(served).toContain(asset.path);
      const res = await rawRequest(server.url, asset.path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(asset.contentType);
    }
    const llms = await rawRequest(server.url, '/llms.txt');
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.text).toContain('Guide');
    expect((await rawRequest(server.url, '/images/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await rawRequest(server.url, '/images/leak.svg')).status).toBe(404);
    expect((await rawRequest(server.url, '/guide.mdx')).status).toBe(404);
    const missing = await rawRequest(server.url, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('live-reload.js');
  });

  it('serves exactly the site files `quire build` publishes, and no other', async () => {
    // Built into the folder the dev server leaves out, as `quire build` run in the site folder does.
    const out = path.join(dir, 'dist');
    expect((await buildSite(dir, { outDir: out })).ok).toBe(true);
    const published = async (relative: string) => access(path.join(out, relative)).then(() => true, () => false);
    const siteFiles = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => !entry.isDirectory());
    expect(siteFiles.length).toBeGreaterThan(20);
    for (const entry of siteFiles) {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const res = await rawRequest(server.url, `/${relative}`);
      expect(res.status === 200, relative).toBe(await published(relative));
    }
    for (const served of ['images/logo.svg', 'snippets/diagram.png', 'docs/manual.pdf']) expect(await published(served), served).toBe(true);
  });

  it('reloads the page importing an edited snippet, and not the others', async () => {
    const connect = async (route: string) => {
      const listener = listenForReload(server.url, route, versionOf((await rawRequest(server.url, route)).text) ?? '');
      await listener.ready;
      return listener;
    };
    const guide = await connect('/guide');
    const other = await connect('/other');
    try {
      await writeFile(path.join(dir, 'snippets/shared.mdx'), 'Shared snippet, second version.\n');
      await guide.nextReload();
      expect((await rawRequest(server.url, '/guide')).text).toContain('Shared snippet, second version.');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(other.pending()).toBe(0);
    } finally {
      guide.close();
      other.close();
    }
  });
});
