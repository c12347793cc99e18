import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { writeSite } from '../support/write-site.js';
import { BUILD_CHECKS_ONLY } from '../check/site.js';

/* `quire build --untrusted` and `quire check --untrusted` end to end, pages on render threads. */
let work: string;
let site: string;
const marker = () => path.join(work, 'marker.txt');

function fakeIo(cwd: string): Io & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, cwd, env: {}, stdout: (t: string) => void (io.out += t), stderr: (t: string) => void (io.err += t) };
  return io;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-untrusted-cli-'));
  site = path.join(work, 'site');
  const attack = `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(path.join(work, 'marker.txt'))}, 'pwned')`;
  await writeSite(site, {
    // The authoring rules have their own tests; these pages test what --untrusted leaves out.
    '.quirerc.json': BUILD_CHECKS_ONLY,
    'docs.json': JSON.stringify({ name: 'Fork', navigation: [{ group: 'Start', pages: ['index', 'export'] }] }),
    'index.mdx': `---\ntitle: Home\n---\n\nHello {${attack}} world.\n`,
    'export.mdx': `---\ntitle: Export\n---\n\nimport cp from 'node:child_process'\n\nexport const x = ${attack}\n\nStill here.\n`,
  });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('quire build --untrusted', () => {
  it('publishes every page, runs none of their code, and warns at each place', async () => {
    const io = fakeIo(work);
    expect(await main(['build', site, '--out', 'out', '--untrusted'], io), io.err).toBe(0);
    expect(existsSync(marker())).toBe(false);
    expect(readFileSync(path.join(work, 'out/index.html'), 'utf8')).toContain('Hello  world.');
    expect(readFileSync(path.join(work, 'out/export/index.html'), 'utf8')).toContain('Still here.');
    expect(io.err).toMatch(/(^|\n)index\.mdx:5:7\s+warning\s+A `\{ \}` expression left out/);
    expect(io.err).toMatch(/(^|\n)export\.mdx:5:1\s+warning\s+The import of `node:child_process` left out/);
    expect(io.err).toMatch(/(^|\n)export\.mdx:7:1\s+warning\s+An `export` left out/);
    expect(io.err).toContain('with 3 warnings');
  });

  it('trusted, the same page runs its code: the attack is real', async () => {
    const io = fakeIo(work);
    await main(['build', site, '--out', 'trusted-out'], io);
    expect(existsSync(marker())).toBe(true);
    await rm(marker());
  });

  it('with --strict the warnings fail the build', async () => {
    const io = fakeIo(work);
    expect(await main(['build', site, '--out', 'strict-out', '--untrusted', '--strict'], io)).toBe(1);
    expect(existsSync(marker())).toBe(false);
  });
});

describe('quire check --untrusted', () => {
  it('lists what a build would leave out, and runs nothing', async () => {
    const io = fakeIo(work);
    expect(await main(['check', site, '--untrusted', '--format', 'json'], io)).toBe(0);
    const found = (JSON.parse(io.out) as { file: string; rule: string; line: number }[]).map((d) => [d.file, d.rule, d.line]);
    expect(found).toEqual([
      ['site/export.mdx', 'mdx/untrusted-code', 5],
      ['site/export.mdx', 'mdx/untrusted-code', 7],
      ['site/index.mdx', 'mdx/untrusted-code', 5],
    ]);
    expect(existsSync(marker())).toBe(false);
  });
});
