import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { writeSite } from '../support/write-site.js';

/*
 * Issue 23, item 9: sites of generated hostile pages, built through the CLI as users run it. Whatever
 * the pages do, the build never crashes (the test process survives, no stack trace, no "bug in
 * Quire"), never hangs past the page time limit, and never exits 0 with a page missing.
 */
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-hostile-pages-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const PAGE_TIMEOUT_S = 3;

/** What hostile contributors wrote into pages, each a fragment of MDX. */
const HOSTILE = [
  '{process.exit(0)}',
  '{process.exit(1)}',
  "{Promise.reject(new Error('late'))}",
  "{setTimeout(() => { throw new Error('later') }, 0)}",
  '{(() => { throw null })()}',
  '{import.meta.url}',
  "{import('node:fs')}",
  "{process.getBuiltinModule('node:fs').readFileSync('/etc/hostname', 'utf8')}",
  "import E from '../../../../proc/self/environ'\n\n<E />",
  "import P from '/../../../../../etc/passwd'\n\n<P />",
  '<Snippet file="../../../../../etc/passwd"/>',
  "import fs from 'node:fs'",
  'export const spin = () => { for (;;) {} }\n\n{spin()}',
  '{globalThis.process.reallyExit(0)}',
  '[click](javascript:alert(1))',
  '<Card title="x" href={"javascript:alert(1)"}>y</Card>',
  `${'<Note>\n'.repeat(300)}deep\n${'</Note>\n'.repeat(300)}`,
  '<Note>\nnever closed',
  '{',
  '<div>{"x".repeat(100000)}</div>',
  '{Object.defineProperty(globalThis, "Symbol", { value: 1 })}',
  '<Steps><Step title={1}>one</Step></Steps>',
  'Plain text with a **bold** word.',
];

/** Text around the fragments, from characters MDX gives meaning to. */
const noise = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '{', '}', '<', '>', '/', '*', '#', '-', '`', '$', '[', ']', '(', ')', '"', '\\'), maxLength: 40 });

const pageBody = fc.array(fc.oneof(fc.constantFrom(...HOSTILE), noise), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('\n\n'));

const site = fc.record({
  pages: fc.array(pageBody, { minLength: 1, maxLength: 4 }),
  untrusted: fc.boolean(),
});

function fakeIo(): Io & { err: string } {
  const io = { err: '', isTTY: false, cwd: work, env: {}, stdout: () => {}, stderr: (t: string) => void (io.err += t) };
  return io;
}

let run = 0;

describe('building generated hostile pages', () => {
  it('never crashes, never hangs past the page time limit, never exits 0 with a page missing', async () => {
    await fc.assert(
      fc.asyncProperty(site, async ({ pages, untrusted }) => {
        const dir = path.join(work, `site-${++run}`);
        const out = path.join(work, `out-${run}`);
        const names = pages.map((_, i) => `page-${i}`);
        await writeSite(dir, {
          'docs.json': JSON.stringify({ name: 'Hostile', navigation: [{ group: 'All', pages: names }] }),
          ...Object.fromEntries(pages.map((body, i) => [`${names[i]}.mdx`, `---\ntitle: Page ${i}\n---\n\n${body}\n`])),
        });
        const io = fakeIo();
        const args = ['build', dir, '--out', out, '--page-timeout', String(PAGE_TIMEOUT_S), ...(untrusted ? ['--untrusted'] : [])];
        // Pages render one after another at worst; the rest is thread start-up on a loaded machine.
        const limit = pages.length * PAGE_TIMEOUT_S * 1000 + 30_000;
        let timer: NodeJS.Timeout | undefined;
        const code = await Promise.race([main(args, io), new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), limit)))]);
        clearTimeout(timer);
        expect(code, `hung past ${limit} ms`).not.toBe('hung');
        expect(io.err).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
        expect(io.err).not.toContain('bug in Quire');
        if (code === 0) {
          for (const name of names) expect(existsSync(path.join(out, name, 'index.html')), `${name} missing after exit 0:\n${io.err}`).toBe(true);
        } else {
          expect(code).toBe(1);
          expect(io.err).toMatch(/\berror\b/);
          expect(existsSync(out)).toBe(false);
        }
        // Nothing left beside the output: no temporary folder of this build.
        expect(readdirSync(work).filter((entry) => entry.startsWith(`out-${run}.`))).toEqual([]);
        await rm(dir, { recursive: true, force: true });
        await rm(out, { recursive: true, force: true });
      }),
      // Bounded in time: at most this many sites, and none started after the budget is spent.
      { numRuns: 12, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
    );
  }, 300_000);
});
