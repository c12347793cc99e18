import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/content/compile.js';
import { renderPage } from '../../src/content/render-page.js';
import { isUserError, type Diagnostic } from '../../src/diagnostics.js';
import { writeSite } from '../support/write-site.js';

/*
 * `--untrusted` (issue 23, item 2): a page from a fork runs nothing on the build machine. Each
 * attack is tried trusted too, so the test would notice if the attack itself stopped working.
 */
let site: string;
let marker: string;
const write = () => `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'pwned')`;

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'quire-untrusted-'));
  marker = path.join(site, 'marker.txt');
  await writeSite(site, {
    'snippets/note.mdx': `Snippet text with {${"process.getBuiltinModule('node:fs').writeFileSync(" + JSON.stringify(path.join(site, 'marker.txt')) + ", 'pwned')"}} inside.\n`,
    'snippets/widget.jsx': `export const Widget = () => { ${"process.getBuiltinModule('node:fs').writeFileSync(" + JSON.stringify(path.join(site, 'marker.txt')) + ", 'pwned')"}; return 'widget' };\n`,
  });
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(marker, { force: true });
});

async function render(source: string, untrusted: boolean) {
  try {
    return { page: await renderPage({ file: path.join(site, 'page.mdx'), siteDir: site, source, untrusted }), errors: [] as Diagnostic[] };
  } catch (error) {
    if (isUserError(error)) return { page: undefined, errors: error.diagnostics };
    throw error;
  }
}

/** The attack works on a trusted build, so the untrusted test that follows could fail. */
async function expectAttackWhenTrusted(source: string) {
  await render(source, false);
  expect(existsSync(marker), 'the attack works on a trusted build').toBe(true);
  await rm(marker);
}

const placed = (diagnostics: Diagnostic[]) => diagnostics.map((d) => [d.file, d.rule, d.line, d.column]);

describe('a page built with --untrusted', () => {
  it('does not run a { } expression that writes a file: it is left out, with a located warning', async () => {
    const source = `# Title\n\nBefore {${write()}} after.\n`;
    await expectAttackWhenTrusted(source);

    const { page, errors } = await render(source, true);
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(page!.html).toContain('Before  after.');
    expect(placed(page!.warnings)).toEqual([['page.mdx', 'mdx/untrusted-code', 3, 8]]);
    expect(page!.warnings[0]!.message).toBe('A `{ }` expression left out: `--untrusted` runs no code from pages.');
    expect(page!.warnings[0]!.hint).toContain('--untrusted');
  });

  it('does not run export code, nor imports of Node modules, and still publishes the page', async () => {
    const source = `import fs from 'node:fs'\nimport { execSync } from 'node:child_process'\n\nexport const done = ${write()}\n\nText.\n`;
    // Trusted, the imports of Node modules are errors already; the export runs.
    await expectAttackWhenTrusted(source.split('\n').slice(3).join('\n'));

    const { page, errors } = await render(source, true);
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(page!.html).toContain('<p>Text.</p>');
    expect(placed(page!.warnings)).toEqual([
      ['page.mdx', 'mdx/untrusted-code', 1, 1],
      ['page.mdx', 'mdx/untrusted-code', 2, 1],
      ['page.mdx', 'mdx/untrusted-code', 4, 1],
    ]);
    expect(page!.warnings.map((w) => w.message)).toEqual([
      'The import of `node:fs` left out: `--untrusted` runs no code from pages and imports only `.md`/`.mdx` snippets.',
      'The import of `node:child_process` left out: `--untrusted` runs no code from pages and imports only `.md`/`.mdx` snippets.',
      'An `export` left out: `--untrusted` runs no code from pages and imports only `.md`/`.mdx` snippets.',
    ]);
  });

  it('does not run attribute expressions or spreads', async () => {
    const source = `<Card title="Go" href={${write()}}>Body</Card>\n\n<Note {...(${write()})}>Hi</Note>\n`;
    const { page, errors } = await render(source, true);
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(page!.html).toContain('Body');
    expect(placed(page!.warnings)).toEqual([
      ['page.mdx', 'mdx/untrusted-code', 1, 1],
      ['page.mdx', 'mdx/untrusted-code', 3, 1],
    ]);
  });

  it('imports .mdx snippets inside the site, compiled with their own code left out', async () => {
    const source = `import Note from '/snippets/note.mdx'\n\n<Note />\n\n<Snippet file="note.mdx" />\n`;
    const { page, errors } = await render(source, true);
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(page!.html.match(/Snippet text with  inside\./g)).toHaveLength(2);
  });

  it('leaves out script snippets, imported or included, without running them', async () => {
    const source = `import { Widget } from '/snippets/widget.jsx'\n\n<Widget />\n\n<Snippet file="widget.jsx" />\n\nText.\n`;
    await expectAttackWhenTrusted(source);

    const { page, errors } = await render(source, true);
    expect(existsSync(marker)).toBe(false);
    // <Widget /> goes with its import, without a second warning as an unknown component.
    expect(errors).toEqual([]);
    expect(page!.warnings.map((w) => w.rule)).not.toContain('mdx/unknown-component');
    expect(page!.html).toContain('<p>Text.</p>');
    expect(page!.html).not.toContain('widget');
    const untrusted = page!.warnings.filter((w) => w.rule === 'mdx/untrusted-code');
    expect(placed(untrusted)).toEqual([
      ['page.mdx', 'mdx/untrusted-code', 1, 1],
      ['page.mdx', 'mdx/untrusted-code', 5, 1],
    ]);
  });

  it('still refuses an import from outside the site, as an error', async () => {
    const { errors } = await render("import P from '/../../../../../etc/passwd'\n\n<P />\n", true);
    expect(errors.map((d) => d.rule)).toEqual(['mdx/import-outside-site']);
  });

  it('keeps values written out, and comments, with no warning', async () => {
    const source = `{/* a comment */}\n\n<Columns cols={2}>\n  <Card title="A">One <span style={{ color: 'red', 'z-index': -1 }} data-list={[1, 'two', null]}>red</span></Card>\n  <Card title="B" icon={<svg viewBox="0 0 1 1"><path d="M0 0" /></svg>}>Two</Card>\n</Columns>\n\nA{' '}B {\`text\`}\n`;
    const { page, errors } = await render(source, true);
    expect(errors).toEqual([]);
    expect(page!.warnings).toEqual([]);
    expect(page!.html).toContain('color:red');
    expect(page!.html).toContain('<path d="M0 0"');
    expect(page!.html).toContain('A B text');
  });

  it('reads a <Latex> formula as TeX, as a trusted build does: its braces are not code', async () => {
    const { page, errors } = await render(`<Latex>\\frac{a}{b}</Latex> and <Latex>{${write()}}</Latex>\n`, true);
    expect(errors).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(page!.warnings.filter((w) => w.rule === 'mdx/untrusted-code')).toEqual([]);
    expect(page!.html).toContain('class="katex"');
  });

  it('treats JSX naming a function in a value as code: `<process.exit />` does not run', async () => {
    const { page, errors } = await render('<Card title="x" icon={<process.exit code={3} />}>Body</Card>\n', true);
    expect(errors).toEqual([]);
    expect(placed(page!.warnings)).toEqual([['page.mdx', 'mdx/untrusted-code', 1, 1]]);
  });
});

describe('quire check --untrusted', () => {
  it('reports what a build would leave out, at its place; a plain check does not', async () => {
    const source = `import fs from 'node:fs'\n\nText {1 + 1}.\n`;
    const file = path.join(site, 'page.mdx');
    expect(placed(await checkContent(source, file, site, true))).toEqual([
      ['page.mdx', 'mdx/untrusted-code', 1, 1],
      ['page.mdx', 'mdx/untrusted-code', 3, 6],
    ]);
    expect(placed(await checkContent(source, file, site))).toEqual([['page.mdx', 'mdx/unsupported-import', 1, 16]]);
  });
});
