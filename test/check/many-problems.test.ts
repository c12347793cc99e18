import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks } from '../../src/check/run.js';
import { formatDiagnostics } from '../../src/cli/report.js';
import { writeSite } from '../support/write-site.js';
import { BUILD_CHECKS_ONLY } from './site.js';

/*
 * A one-line docs.json naming 4,000 missing pages (issue 23, item 7) took 20 s, 2 GB and printed
 * 506 MB: every code frame repeated the whole line. Frames are clipped and repeats summarised.
 */
let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-many-problems-'));
  const pages = Array.from({ length: 4000 }, (_, i) => `missing/page-${i}`);
  await writeSite(site, { '.quirerc.json': BUILD_CHECKS_ONLY, 'docs.json': JSON.stringify({ name: 'Many', navigation: [{ group: 'All', pages }] }), 'index.mdx': '---\ntitle: Home\n---\n\nHome.\n' });
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('quire check on a one-line docs.json naming 4,000 missing pages', () => {
  it('stays fast and its report small, every problem still counted', async () => {
    const started = performance.now();
    const diagnostics = await runChecks(site);
    const report = formatDiagnostics(diagnostics, { color: false });
    // Room for a loaded machine; before, 20 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(diagnostics.filter((d) => d.rule === 'nav/missing-page')).toHaveLength(4000);
    expect(report.length).toBeLessThan(50_000);
    expect(report).toContain('… 3980 more errors of nav/missing-page not shown');
    expect(report.trimEnd().split('\n').at(-1)).toMatch(/^4000 errors/);
    expect(Math.max(...report.split('\n').map((line) => line.length))).toBeLessThan(400);
  }, 30_000);
});
