import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUserError } from '../../src/diagnostics.js';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { writeSite } from '../support/write-site.js';

/* A page that takes more memory than a page may (issue 23, item 7): an error at its file. */
let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-page-memory-'));
  await writeSite(site, {
    'hog.mdx': "---\ntitle: Hog\n---\n\n{(() => { const keep = []; for (;;) keep.push('x'.repeat(1 << 20) + keep.length); })()}\n",
    'fine.mdx': '---\ntitle: Fine\n---\n\nFine text.\n',
  });
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('the render pool', () => {
  it('stops a page over the memory limit and reports it at its file; the next page renders on a new thread', async () => {
    const pool = new RenderPool({ memoryLimitMb: 512, timeoutMs: 60_000 });
    try {
      const failure = await pool.render({ kind: 'file', file: path.join(site, 'hog.mdx') }, site).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isUserError(failure), String(failure)).toBe(true);
      const [diagnostic] = (failure as { diagnostics: { file: string; rule: string; message: string; hint?: string }[] }).diagnostics;
      expect(diagnostic).toMatchObject({ file: 'hog.mdx', rule: 'mdx/out-of-memory', message: 'Rendering the page took more than the 512 MB of memory a page may use.' });
      expect(diagnostic!.hint).toContain('Split the page');
      const fine = await pool.render({ kind: 'file', file: path.join(site, 'fine.mdx') }, site);
      expect(fine.html).toContain('Fine text.');
    } finally {
      await pool.close();
    }
  }, 90_000);
});
