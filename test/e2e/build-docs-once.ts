import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/publish/build-site.js';
import { DOCS_DIR, DOCS_SITE_URL } from './docs-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder docs/ was built into, once for every browser test (built-docs.ts serves it). */
    builtDocs: string;
  }
}

/**
 * Builds docs/ once before the browser tests, rather than once per test file: every browser test
 * file but the fixture-site ones reads the same build, and serving it is cheap.
 */
export default async function buildDocsOnce(project: TestProject): Promise<() => Promise<void>> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-e2e-docs-'));
  const outDir = path.join(tmp, 'dist');
  const result = await buildSite(DOCS_DIR, { outDir, siteUrl: DOCS_SITE_URL });
  if (!result.ok) {
    await rm(tmp, { recursive: true, force: true });
    throw new Error(`Building docs/ for the browser tests failed:\n${result.diagnostics.map((d) => JSON.stringify(d)).join('\n')}`);
  }
  project.provide('builtDocs', outDir);
  return () => rm(tmp, { recursive: true, force: true });
}
