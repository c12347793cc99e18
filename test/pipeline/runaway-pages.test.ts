import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';
import { BUILD_CHECKS_ONLY } from '../check/site.js';

/*
 * A page that never finishes, and one whose code ends its thread, in `quire build` and `quire
 * check` (`quire dev`: test/dev/runaway-pages.test.ts). Both go through the render pool: the
 * pages are reported at their files, and the other pages go on.
 */
const files: Record<string, string> = {
  '.quirerc.json': BUILD_CHECKS_ONLY,
  'docs.json': JSON.stringify({ name: 'Runaway', navigation: [{ group: 'Start', pages: ['index', 'loop', 'crash', 'after'] }] }),
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
  'loop.mdx': '---\ntitle: Loop\n---\n\n{(() => { while (true) {} })()}\n',
  // process.exit() is a page error of its own (page-code-faults.test.ts); reallyExit still ends the thread.
  'crash.mdx': '---\ntitle: Crash\n---\n\n{globalThis.process.reallyExit(3)}\n',
  'after.mdx': '---\ntitle: After\n---\n\nStill rendered.\n',
};

let site: string;
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-runaway-'));
  site = path.join(work, 'site');
  await writeSite(site, files);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const errorsOf = (diagnostics: { file: string; rule?: string; severity: string }[]) => diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file} ${d.rule}`).sort();

describe('quire build with a runaway page and a crashing page', () => {
  it('reports both at their files, renders the others, and keeps the previous output', async () => {
    const out = path.join(work, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous site');
    const result = await buildSite(site, { outDir: out, pageTimeoutMs: 1500 });
    expect(result.ok).toBe(false);
    expect(errorsOf(result.diagnostics)).toEqual(['crash.mdx mdx/renderer-stopped', 'loop.mdx mdx/timeout']);
    expect(result.diagnostics.find((d) => d.rule === 'mdx/timeout')!.message).toBe('The page did not finish rendering within 1.5 s.');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous site');
  });

  it('the built CLI prints them with --page-timeout, with no stack trace, and exits 1', async () => {
    const quire = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
    const failed = await promisify(execFile)(process.execPath, [quire, 'build', site, '--out', path.join(work, 'cli-out'), '--page-timeout', '1.5']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed!.stderr).toMatch(/loop\.mdx\s+error\s+The page did not finish rendering within 1\.5 s\.\s+mdx\/timeout/);
    expect(failed!.stderr).toMatch(/crash\.mdx\s+error\s+Rendering the page stopped Quire's render thread \(exit code 3\)\.\s+mdx\/renderer-stopped/);
    expect(failed!.stderr).toMatch(/Build failed: 2 errors/);
    expect(failed!.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});

describe('quire check with a runaway page and a crashing page', () => {
  it('parses every page without running its code, so neither stops the check', async () => {
    expect(await runChecks(site, { pageTimeoutMs: 1500 })).toEqual([]);
  });

  it('still reports the problems of the other pages', async () => {
    await writeFile(path.join(site, 'after.mdx'), '---\ntitle: After\n---\n\n<Note>\nNever closed.\n');
    try {
      expect(errorsOf(await runChecks(site, { pageTimeoutMs: 1500 }))).toEqual(['after.mdx mdx/syntax']);
    } finally {
      await writeFile(path.join(site, 'after.mdx'), files['after.mdx']!);
    }
  });
});
