import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';

/*
 * Page code that would end the build or fail where no page is blamed (issue 23, item 3): each is
 * an error at its page, line and column, and the build fails cleanly, as for any broken page.
 */
const page = (title: string, code: string) => `---\ntitle: ${title}\n---\n\nText.\n\n${code}\n`;
const files: Record<string, string> = {
  'docs.json': JSON.stringify({ name: 'Faults', navigation: [{ group: 'Start', pages: ['index', 'exit-0', 'exit-1', 'late', 'nested'] }] }),
  'index.mdx': page('Home', 'Welcome.'),
  'exit-0.mdx': page('Exit 0', '{process.exit(0)}'),
  'exit-1.mdx': page('Exit 1', '{process.exit(1)}'),
  'late.mdx': page('Late', '{Promise.reject(new Error("late"))}'),
  'nested.mdx': page('Nested', "import Quit from '/snippets/quit.mdx'\n\n<Quit />"),
  'snippets/quit.mdx': 'Before.\n\n{Promise.resolve().then(() => process.exit(2))}\n',
};

let work: string;
let site: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-faults-'));
  site = path.join(work, 'site');
  await writeSite(site, files);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('quire build with pages whose code exits or fails unawaited', () => {
  it('reports each at its place, keeps the previous output and leaves no temporary folder', async () => {
    const out = path.join(work, 'out');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous site');
    const result = await buildSite(site, { outDir: out });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.rule, d.line, d.column]).sort()).toEqual([
      ['exit-0.mdx', 'mdx/process-exit', 7, 10],
      ['exit-1.mdx', 'mdx/process-exit', 7, 10],
      ['late.mdx', 'mdx/unhandled-rejection', 7, 10],
      ['snippets/quit.mdx', 'mdx/process-exit', 3, 39],
    ]);
    expect(errors.find((d) => d.file === 'exit-0.mdx')!.message).toBe('The page calls `process.exit(0)`, which would end the build.');
    expect(errors.find((d) => d.file === 'late.mdx')!.message).toBe('A promise of the page failed, and nothing awaited it: late');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous site');
    expect((await readdir(work)).sort()).toEqual(['out', 'site']);
  });

  it('the built CLI prints them with no stack trace and exits 1', async () => {
    const quire = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
    const failed = await promisify(execFile)(process.execPath, [quire, 'build', site, '--out', path.join(work, 'cli-out')], { env: { ...process.env, QUIRE_CACHE_DIR: 'off' } }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed!.stderr).toMatch(/exit-0\.mdx:7:10\s+error\s+The page calls `process\.exit\(0\)`, which would end the build\.\s+mdx\/process-exit/);
    expect(failed!.stderr).toMatch(/late\.mdx:7:10\s+error\s+A promise of the page failed, and nothing awaited it: late\s+mdx\/unhandled-rejection/);
    expect(failed!.stderr).toMatch(/Build failed: 4 errors/);
    expect(failed!.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(failed!.stderr).not.toMatch(/bug in Quire/);
    await rm(path.join(work, 'cli-out'), { recursive: true, force: true });
  });
});

describe('quire build with page code that replaces a built-in, then throws from timers', () => {
  // Replacing `globalThis.Symbol` and then throwing from a timer on the same thread once aborted
  // the whole process (a FATAL ERROR in Node's uncaught-exception handling), and a throw from a
  // timer printed Node's raw stack trace when the thread ended.
  const timer = "{setTimeout(() => { throw new Error('later') }, 0)}";
  it('fails at the page that replaced it, with no abort and no stack trace', async () => {
    const realmSite = path.join(work, 'realm-site');
    await writeSite(realmSite, {
      'docs.json': JSON.stringify({ name: 'Realm', navigation: [{ group: 'Start', pages: ['realm', 'timer-a', 'timer-b', 'timer-c'] }] }),
      'realm.mdx': page('Realm', '{Object.defineProperty(globalThis, "Symbol", { value: 1 })}'),
      'timer-a.mdx': page('Timer A', timer),
      'timer-b.mdx': page('Timer B', timer),
      'timer-c.mdx': page('Timer C', `${timer}\n\n{globalThis.Promise = 1}`),
    });
    const quire = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));
    const failed = await promisify(execFile)(process.execPath, [quire, 'build', realmSite, '--out', path.join(work, 'realm-out')], { env: { ...process.env, QUIRE_CACHE_DIR: 'off' } }).then(
      () => undefined,
      (error: { code: number; signal: string | null; stderr: string }) => error,
    );
    expect(failed?.signal ?? null).toBe(null);
    expect(failed?.code).toBe(1);
    expect(failed!.stderr).toMatch(/realm\.mdx:7:9\s+error\s+The page failed while rendering: Cannot redefine property: Symbol/);
    expect(failed!.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(failed!.stderr).not.toMatch(/PageExit|Node\.js v|FATAL/);
    expect(failed!.stderr).not.toMatch(/bug in Quire/);
    await rm(realmSite, { recursive: true, force: true });
  });
});
