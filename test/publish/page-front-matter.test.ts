import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/* Front matter that shapes the site around a page: `url` (a link out in its place) and `iconType`. */
let work: string;
let out: string;
let diagnostics: Diagnostic[];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-front-matter-'));
  const site = path.join(work, 'site');
  out = path.join(work, 'out');
  await writeSite(site, {
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'sdk', 'github', 'bad-url'] }] }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'sdk.mdx': '---\ntitle: SDK\nicon: github\niconType: brands\n---\n\nThe SDK.\n',
    'github.mdx': '---\ntitle: Source code\nurl: "https://github.com/acme/anvil"\n---\n',
    'bad-url.mdx': '---\ntitle: Bad\nurl: "javascript:alert(1)"\n---\n\nStill a page.\n',
  });
  const result = await buildSite(site, { outDir: out, siteUrl: 'https://docs.example.com' });
  expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
  diagnostics = result.diagnostics;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('url front matter', () => {
  it('makes the navigation entry a link out, opening in a new tab, which is never a previous/next stop', async () => {
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<li><a href="https:\/\/github.com\/acme\/anvil" target="_blank" rel="noopener noreferrer" class="q-external">Source code<svg[^>]*q-external-mark[^>]*>.*?<\/svg><span class="q-sr">\(opens in a new tab\)<\/span><\/a><\/li>/);
    const sdk = await readFile(path.join(out, 'sdk/index.html'), 'utf8');
    expect(sdk).toMatch(/class="q-pager-next"[^>]*href="\/bad-url"|href="\/bad-url"[^>]*class="q-pager-next"/);
  });

  it('sends a reader of the page\'s own address there, and leaves it out of the sitemap', async () => {
    const page = await readFile(path.join(out, 'github/index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=https://github.com/acme/anvil">');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/github<');
    expect(sitemap).toContain('https://docs.example.com/sdk<');
    expect(await readFile(path.join(out, 'llms.txt'), 'utf8')).toContain('- [Source code](https://github.com/acme/anvil)');
  });

  it('is a located warning when it is not an http(s) address, and the page stays a page', async () => {
    expect(diagnostics).toContainEqual(expect.objectContaining({ rule: 'page/invalid-url', file: 'bad-url.mdx', line: 3, severity: 'warning' }));
    const page = await readFile(path.join(out, 'bad-url/index.html'), 'utf8');
    expect(page).toContain('Still a page.');
    expect(page).not.toContain('javascript:');
  });
});

describe('iconType front matter', () => {
  it('picks the icon style of the page\'s navigation icon', async () => {
    const sdk = await readFile(path.join(out, 'sdk/index.html'), 'utf8');
    // The brands style's symbol: without iconType it would be the solid style's (`qi-s-`).
    expect(sdk).toMatch(/<a href="\/sdk" aria-current="page"><svg aria-hidden="true" class="q-i"><use href="#qi-b-github"><\/use><\/svg>SDK<\/a>/);
  });
});
