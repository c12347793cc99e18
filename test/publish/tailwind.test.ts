import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { threadedSource } from '../../src/dev/threaded-source.js';
import { buildSite } from '../../src/publish/build-site.js';
import { rawRequest } from '../serve/http-client.js';
import { writeSite } from '../support/write-site.js';

/* Tailwind classes in pages and snippets: a stylesheet of exactly those, only where they are used. */
let work: string;
let site: string;
let out: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-tailwind-'));
  site = path.join(work, 'site');
  out = path.join(work, 'out');
  await writeSite(site, {
    'docs.json': JSON.stringify({ name: 'Tw', navigation: [{ group: 'g', pages: ['index', 'hero', 'same', 'plain'] }] }),
    'index.mdx': '---\ntitle: Home\n---\n\nimport { Hero } from "/snippets/hero.jsx";\n\n<Hero />\n',
    'snippets/hero.jsx': 'export const Hero = () => <div className="flex gap-4"><img className="w-7 dark:hidden" src="/a.png" /></div>;\n',
    'hero.mdx': '---\ntitle: Hero\n---\n\n<div className="grid md:grid-cols-2">Two</div>\n',
    'same.mdx': '---\ntitle: Same\n---\n\n<div className="md:grid-cols-2 grid">Two again</div>\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\n<div className="my-own-class">No utilities.</div>\n',
  });
  const result = await buildSite(site, { outDir: out });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const stylesheetOf = async (file: string) => /<link rel="stylesheet" href="(\/_quire\/utilities\.[0-9a-f]{8}\.css)"\/>/.exec(await readFile(path.join(out, file), 'utf8'))?.[1];

describe('Tailwind classes in the built site', () => {
  it('gives a page whose page or snippets use utilities a stylesheet of exactly those', async () => {
    const home = await stylesheetOf('index.html');
    expect(home).toBeDefined();
    const css = await readFile(path.join(out, home!), 'utf8');
    for (const rule of ['.flex {', '.gap-4 {', '.w-7 {', '.dark\\:hidden:where([data-theme=dark]']) expect(css).toContain(rule);
    expect(css).not.toContain('grid-cols');
  });

  it('shares one file between pages using the same utilities, and links none where there are none', async () => {
    const hero = await stylesheetOf('hero/index.html');
    expect(hero).toBeDefined();
    expect(await stylesheetOf('same/index.html')).toBe(hero);
    expect(hero).not.toBe(await stylesheetOf('index.html'));
    expect(await stylesheetOf('plain/index.html')).toBeUndefined();
    const files = (await readdir(path.join(out, '_quire'))).filter((name) => name.startsWith('utilities.'));
    expect(files).toHaveLength(2);
  });

  it('quire dev serves the same stylesheet once the page that links it is rendered', async () => {
    const dev: DevServer = await startDevServer({ dir: site, source: threadedSource(), host: '127.0.0.1', port: 0 });
    try {
      const page = await rawRequest(dev.url, '/hero');
      const href = /<link rel="stylesheet" href="(\/_quire\/utilities\.[0-9a-f]{8}\.css)"\/>/.exec(page.text)?.[1];
      expect(href).toBe(await stylesheetOf('hero/index.html'));
      const css = await rawRequest(dev.url, href!);
      expect(css.status).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.text).toContain('.grid {');
    } finally {
      await dev.close();
    }
  });
});
