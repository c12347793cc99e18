import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/* `quire openapi <spec> --out api-reference`: a page per operation, and the navigation to paste. */
const docsSpec = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/openapi/anvils.yaml');

function fakeIo(cwd: string): Io & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, cwd, env: {}, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-openapi-command-'));
  await writeSite(site, { 'openapi/anvils.yaml': await readFile(docsSpec), 'index.mdx': '---\ntitle: Home\n---\n\nHome.\n' });
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('quire openapi', () => {
  it('writes a page per operation and prints navigation groups by tag; the pages build as endpoint pages', async () => {
    const io = fakeIo(site);
    expect(await main(['openapi', 'openapi/anvils.yaml', '--out', 'api'], io)).toBe(0);
    const files = (await readdir(path.join(site, 'api'))).sort();
    expect(files).toContain('get-v1-anvils.mdx');
    expect(files).toContain('webhook-anvilforged.mdx');
    expect(await readFile(path.join(site, 'api/post-v1-anvils.mdx'), 'utf8')).toBe('---\ntitle: "Create an anvil"\ndescription: "Adds an anvil to your workshop. The `id` and `createdAt` fields are set by the API and"\nopenapi: "openapi/anvils.yaml POST /v1/anvils"\n---\n');
    const groups = JSON.parse(io.out) as { group: string; pages: string[] }[];
    expect(groups.map((group) => group.group)).toEqual(['Anvils', 'Workshops', 'Endpoints', 'Webhooks']);
    expect(groups[0]!.pages[0]).toBe('api/get-v1-anvils');
    expect(io.err).toContain('Wrote 8 pages.');

    await writeSite(site, { 'docs.json': JSON.stringify({ name: 'Anvils', navigation: [{ group: 'Start', pages: ['index'] }, ...groups] }) });
    const out = path.join(site, '..', `${path.basename(site)}-out`);
    const result = await buildSite(site, { outDir: out });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    expect(await readFile(path.join(out, 'api/post-v1-anvils/index.html'), 'utf8')).toContain('<h2 id="body">Body</h2>');
    await rm(out, { recursive: true, force: true });
  }, 90_000);

  it('refuses to overwrite pages without --force', async () => {
    const io = fakeIo(site);
    expect(await main(['openapi', 'openapi/anvils.yaml', '--out', 'api'], io)).toBe(1);
    expect(io.out).toContain('This page exists already; it was not overwritten.');
    expect(await main(['openapi', 'openapi/anvils.yaml', '--out', 'api', '--force'], fakeIo(site))).toBe(0);
  }, 60_000);
});
