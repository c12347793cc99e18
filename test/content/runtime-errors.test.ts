import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/content/render-page.js';
import { isUserError, type Diagnostic } from '../../src/diagnostics.js';
import { writeSite } from '../support/write-site.js';

/*
 * Page code that fails as it runs (issue 23, item 8): the error says what the page did, at the
 * line and column where it did it, in the page or in the snippet at fault.
 */
let site: string;
beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-runtime-errors-'));
  await writeSite(site, { 'snippets/bad.mdx': "Snippet text.\n\n{JSON.parse('{')}\n" });
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

async function failures(source: string): Promise<Diagnostic[]> {
  try {
    await renderPage({ file: path.join(site, 'page.mdx'), siteDir: site, source });
  } catch (error) {
    if (isUserError(error)) return error.diagnostics;
    throw error;
  }
  throw new Error('expected the page to fail');
}

const summary = (diagnostics: Diagnostic[]) => diagnostics.map((d) => [d.file, d.rule, d.line, d.column, d.message]);

describe('run-time errors of page code', () => {
  it('say that a value thrown is not an Error, not what the renderer then tripped on', async () => {
    expect(summary(await failures('Text.\n\n{(() => { throw null })()}\n'))).toEqual([
      ['page.mdx', 'mdx/runtime', undefined, undefined, 'The page failed while rendering: it threw `null`, which is not an Error'],
    ]);
  });

  it('report import.meta and import() at their place, before the page runs', async () => {
    expect(summary(await failures('Text.\n\n{import.meta.url}\n'))).toEqual([
      ['page.mdx', 'mdx/import-meta', 3, 2, '`import.meta` has no value in a page or snippet: they are not JavaScript modules.'],
    ]);
    expect(summary(await failures("Text.\n\n{import('node:fs')}\n"))).toEqual([['page.mdx', 'mdx/unsupported-import', 3, 2, '`import()` cannot be used in a page or snippet.']]);
  });

  it('carry the line and column of an expression that fails', async () => {
    const [error] = await failures('---\ntitle: T\n---\n\nText.\n\nMore {[].at(0).name} text.\n');
    expect([error!.rule, error!.line]).toEqual(['mdx/runtime', 7]);
    // Inside the braces: a place in the expression near where V8 stopped (code-mappings.ts).
    expect(error!.column).toBeGreaterThan(6);
    expect(error!.column).toBeLessThan(21);
    expect(error!.message).toBe("The page failed while rendering: Cannot read properties of undefined (reading 'name')");
    expect(error!.frame).toContain('More {[].at(0).name} text.');
  });

  it('carry the place inside a component the page defines', async () => {
    const [error] = await failures("export const Boom = () => {\n  throw new Error('boom');\n};\n\n<Boom />\n");
    expect([error!.file, error!.line, error!.column, error!.message]).toEqual(['page.mdx', 2, 13, 'The page failed while rendering: boom']);
  });

  it('name the snippet at fault and the place in it', async () => {
    const [error] = await failures("import Bad from '/snippets/bad.mdx'\n\n<Bad />\n");
    expect([error!.file, error!.rule, error!.line]).toEqual(['snippets/bad.mdx', 'mdx/runtime', 3]);
  });
});
