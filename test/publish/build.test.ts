import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/publish/build-site.js';

const fixtures = fileURLToPath(new URL('../fixtures/sites/', import.meta.url));
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-build-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const exists = (file: string) => stat(file).then(() => true, () => false);

describe('quire build', () => {
  it('writes every page at a clean URL, pages outside navigation too, plus 404, llms.txt, sitemap, robots and assets', async () => {
    const out = path.join(work, 'out');
    const result = await buildSite(path.join(fixtures, 'divisions'), { outDir: out, siteUrl: 'https://docs.acme.dev' });
    expect(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error'))).toBe(true);
    expect(result.pages).toBe(8);
    for (const file of ['index.html', 'quickstart/index.html', 'guides/setup/index.html', 'v2/changes/index.html', 'drafts/secret_plans/index.html', '404.html', 'llms.txt', 'sitemap.xml', 'robots.txt', 'logo.png']) {
      expect(await exists(path.join(out, file)), file).toBe(true);
    }
    expect(await exists(path.join(out, 'node_modules'))).toBe(false);
    expect(await exists(path.join(out, '.hidden'))).toBe(false);
    const quickstart = await readFile(path.join(out, 'quickstart/index.html'), 'utf8');
    expect(quickstart).toMatch(/<title>Quickstart - Acme<\/title>/);
    const [css, js] = [/href="(\/_quire\/quire\.[0-9a-f]{8}\.css)"/.exec(quickstart)?.[1], /src="(\/_quire\/quire\.[0-9a-f]{8}\.js)"/.exec(quickstart)?.[1]];
    expect(css && (await exists(path.join(out, css)))).toBe(true);
    expect(js && (await exists(path.join(out, js)))).toBe(true);
    expect(await readFile(path.join(out, 'llms.txt'), 'utf8')).toContain('- [Quickstart](https://docs.acme.dev/quickstart)');
  });

  it('with strict, fails on a warning and leaves the previous output untouched', async () => {
    const site = path.join(work, 'warned');
    await mkdir(site, { recursive: true });
    await writeFile(path.join(site, 'docs.json'), JSON.stringify({ name: 'Warned', navigation: [{ group: 'g', pages: ['index'] }] }));
    await writeFile(path.join(site, 'index.mdx'), '---\ntitle: Home\n---\n\n<note>A lowercase note.</note>\n');
    const out = path.join(work, 'strict-out');
    expect((await buildSite(site, { outDir: out })).ok).toBe(true);
    const before = await readFile(path.join(out, 'index.html'), 'utf8');
    await writeFile(path.join(site, 'index.mdx'), '---\ntitle: Home again\n---\n\n<note>A lowercase note.</note>\n');
    const strict = await buildSite(site, { outDir: out, strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics).toEqual([expect.objectContaining({ file: 'index.mdx', severity: 'error', rule: 'mdx/lowercase-component' })]);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe(before);
  });

  it('reports every broken page with file:line:column, exits with errors and leaves the previous output untouched', async () => {
    const out = path.join(work, 'kept');
    const good = await buildSite(path.join(fixtures, 'divisions'), { outDir: out });
    expect(good.ok).toBe(true);
    await writeFile(path.join(out, 'marker.txt'), 'previous build');
    const before = (await readdir(out)).sort();

    const result = await buildSite(path.join(fixtures, 'broken'), { outDir: out });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.file).sort()).toEqual(['syntax.mdx', 'two-locations.mdx']);
    // An unknown component is left out of its page with a warning, as Mintlify did: not a failure.
    expect(result.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.file} ${d.rule}`)).toEqual(['unknown-component.mdx mdx/unknown-component']);
    for (const error of errors) expect(error.line, error.message).toBeGreaterThan(0);
    expect((await readdir(out)).sort()).toEqual(before);
    expect(await readFile(path.join(out, 'marker.txt'), 'utf8')).toBe('previous build');
    expect((await readdir(work)).filter((name) => name.includes('quire-tmp'))).toEqual([]);
  });

  it('never reads the output folder as pages when it sits inside the site', async () => {
    const site = path.join(work, 'site-with-out');
    await cp(path.join(fixtures, 'divisions'), site, { recursive: true });
    const out = path.join(site, 'dist');
    expect((await buildSite(site, { outDir: out })).pages).toBe(8);
    await writeFile(path.join(out, 'stray.mdx'), '---\ntitle: Stray\n---\n');
    expect((await buildSite(site, { outDir: out })).pages).toBe(8);
  });

  it('fails without writing anything when docs.json is invalid', async () => {
    const site = path.join(work, 'bad-config');
    await cp(path.join(fixtures, 'divisions'), site, { recursive: true });
    await writeFile(path.join(site, 'docs.json'), '{ "name": "x", "navigation": [ }');
    const out = path.join(work, 'never');
    const result = await buildSite(site, { outDir: out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]).toMatchObject({ file: expect.stringContaining('docs.json'), line: 1, severity: 'error' });
    expect(await exists(out)).toBe(false);
  });
});
