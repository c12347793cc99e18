import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/compile.js';
import { renderPage } from '../../src/content/render-page.js';
import { isUserError, type Diagnostic } from '../../src/diagnostics.js';
import { writeSite } from '../support/write-site.js';

/*
 * Hostile pages that try to read files outside their site (issue 23, item 1): a build publishes
 * what a page reads, so each must fail at its place, and nothing outside may reach the HTML.
 */
let work: string;
let site: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-imports-'));
  site = path.join(work, 'site');
  await writeSite(work, {
    'outside/secret.mdx': 'TOP-SECRET\n',
    'site/snippets/inside.mdx': 'Inside text.\n',
    'site/snippets/escapes.mdx': "import S from '../../outside/secret.mdx'\n\n<S />\n",
  });
  // A link inside the site to a file outside it, and a site reached through a link of its own.
  await symlink(path.join(work, 'outside/secret.mdx'), path.join(site, 'snippets/linked.mdx'));
  await symlink(site, path.join(work, 'site-link'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function failures(source: string, siteDir = site): Promise<Diagnostic[]> {
  try {
    const page = await renderPage({ file: path.join(siteDir, 'page.mdx'), siteDir, source });
    throw new Error(`expected the page to fail; it rendered ${page.html}`);
  } catch (error) {
    if (isUserError(error)) return error.diagnostics;
    throw error;
  }
}

const located = (diagnostics: Diagnostic[]) => diagnostics.map((d) => [d.file, d.rule, d.line, d.column]);

describe('imports and <Snippet file> outside the site folder', () => {
  it('refuse a relative import climbing out of the site, at the import', async () => {
    const errors = await failures("import E from '../../../../proc/self/environ'\n\n<E />\n");
    expect(located(errors)).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 15]]);
    expect(errors[0]!.message).toBe('Cannot read `../../../../proc/self/environ`: it is outside the site folder (symbolic links are followed).');
    expect(errors[0]!.hint).toMatch(/move or copy the file into it/);
  });

  it('refuse a site-absolute import climbing out, whether the file exists or not', async () => {
    expect(located(await failures("import P from '/../../../../../etc/passwd'\n\n<P />\n"))).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 15]]);
    expect(located(await failures("import P from '/../../nowhere/at-all.mdx'\n\n<P />\n"))).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 15]]);
  });

  it('refuse re-exports from outside, as imports', async () => {
    expect(located(await failures("export * from '../outside/secret.mdx'\n\nText.\n"))).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 15]]);
  });

  it('refuse <Snippet file> climbing out, as an error rather than the missing snippet warning', async () => {
    const errors = await failures('Text.\n\n<Snippet file="../../../../../etc/passwd"/>\n');
    expect(located(errors)).toEqual([['page.mdx', 'mdx/import-outside-site', 3, 1]]);
  });

  it('follow symbolic links: a link inside the site to a file outside is refused, by import and by Snippet', async () => {
    expect(located(await failures("import L from '/snippets/linked.mdx'\n\n<L />\n"))).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 15]]);
    expect(located(await failures('<Snippet file="linked.mdx" />\n'))).toEqual([['page.mdx', 'mdx/import-outside-site', 1, 1]]);
  });

  it('refuse a snippet that imports from outside, at its own line', async () => {
    expect(located(await failures("import E from '/snippets/escapes.mdx'\n\n<E />\n"))).toEqual([['snippets/escapes.mdx', 'mdx/import-outside-site', 1, 15]]);
  });

  it('refuse import(), which would skip these checks, and report it in quire check too', async () => {
    const source = "export const E = await import('../outside/secret.mdx')\n\n<E.default />\n";
    const errors = await failures(source);
    expect(located(errors)).toEqual([['page.mdx', 'mdx/unsupported-import', 1, 24]]);
    expect(errors[0]!.message).toBe('`import()` cannot be used in a page or snippet.');
    expect(located(await checkContent(source, path.join(site, 'page.mdx'), site))).toEqual([['page.mdx', 'mdx/unsupported-import', 1, 24]]);
  });

  it('still read files inside the site, also when the site folder is reached through a link', async () => {
    const linked = path.join(work, 'site-link');
    for (const siteDir of [site, linked]) {
      const page = await renderPage({ file: path.join(siteDir, 'page.mdx'), siteDir, source: "import I from '/snippets/inside.mdx'\n\n<I />\n\n<Snippet file=\"inside.mdx\" />\n" });
      expect(page.html.match(/Inside text\./g)).toHaveLength(2);
    }
  });
});
