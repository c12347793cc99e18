import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics.js';
import { corpus, corpusAvailable, corpusSites, root } from '../support/corpus.js';

// `quire check` on every real site of ../shared/corpus: no crash, no internal error, under 5 s
// each with the built CLI, and the counts by rule printed, so a rule that turns noisy shows.
const sites = await corpusSites('corpus check tests');
const available = corpusAvailable;

const run = promisify(execFile);

async function check(site: string, format: string): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const started = performance.now();
  const args = [path.join(root, 'bin/quire.js'), 'check', path.join(corpus, site), '--format', format];
  const done = await run(process.execPath, args, { maxBuffer: 1 << 26 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...done, seconds: (performance.now() - started) / 1000 };
}

describe.skipIf(!available)('quire check on the corpus', () => {
  it.each(sites)('%s is checked in under 5 s without a crash, with counts by rule', async (site) => {
    const { code, stdout, stderr, seconds } = await check(site, 'json');
    expect(stderr).toBe('');
    expect([0, 1]).toContain(code);
    const diagnostics = JSON.parse(stdout) as Diagnostic[];
    expect(diagnostics.filter((d) => d.rule === 'internal' || d.rule === 'mdx/renderer-stopped' || d.rule === 'mdx/timeout')).toEqual([]);
    expect(code).toBe(diagnostics.some((d) => d.severity === 'error') ? 1 : 0);
    // Wall time says nothing on a machine busy with other work (a load of 10 on 2 cores made the
    // same check take 3× as long); then the figure is printed, not held to.
    const busy = os.loadavg()[0]! > os.availableParallelism();
    if (!busy) expect(seconds).toBeLessThan(5);
    const text = await check(site, 'text');
    expect(text.stdout).toMatch(/\n\d+ errors?, \d+ warnings?\n(By rule:\n(  \S+ +\d+ (error|warning)s?(, \d+ warnings?)?\n)+)?Checked \d+ pages in \d+\.\d\d s\.\n$/);
    console.log(`${site}: ${diagnostics.length} problems in ${seconds.toFixed(2)} s${busy ? ' (machine busy: time not checked)' : ''}\n${text.stdout.slice(text.stdout.indexOf('By rule:'))}`);
  }, 120_000);
});
