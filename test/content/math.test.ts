import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderCache } from '../../src/cache/render-cache.js';
import { checkContent } from '../../src/content/compile.js';
import { renderPage } from '../../src/content/render-page.js';
import type { RenderedPage } from '../../src/content/types.js';
import { buildSite } from '../../src/publish/build-site.js';
import { writeSite } from '../support/write-site.js';
import { render, siteDir } from './render-helper.js';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'quire-math-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const katexSpans = (html: string) => html.match(/class="katex"/g)?.length ?? 0;

describe('math: $…$, $$…$$ and <Latex>, typeset at build time', () => {
  it('typesets inline math with KaTeX and reports that the page has math', async () => {
    const page = await render('The area is $\\pi r^2$ here.\n');
    expect(page.html).toMatch(/^<p>The area is <span class="q-math"><span class="katex">.*<\/span><\/span> here\.<\/p>$/);
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
    expect(page.hasMath).toBe(true);
    expect(page.warnings).toEqual([]);
  });

  it('typesets $$ blocks, and a $$…$$ paragraph, as display math', async () => {
    const block = await render('Before.\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\nAfter.\n');
    expect(block.html).toMatch(/<div class="q-math q-math--display"><span class="katex-display"><span class="katex">/);
    expect(block.html).toContain('class="mfrac"');
    // Mintlify's own example: display math on one line.
    const line = await render('$$\\exists \\, x \\notin [0,1]$$\n');
    expect(line.html).toMatch(/^<div class="q-math q-math--display"><span class="katex-display">/);
  });

  it('typesets Mintlify\'s <Latex> inline, reading TeX braces as TeX, not as { } expressions', async () => {
    const page = await render('Energy: <Latex>E = mc^2</Latex>, a half: <Latex>\\frac{a}{b}</Latex>, and <Latex>{"\\\\alpha"}</Latex>.\n');
    expect(katexSpans(page.html)).toBe(3);
    expect(page.html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\alpha</annotation>');
    // `{a}` and `{b}` would otherwise be undefined variables.
    expect(page.warnings).toEqual([]);
    expect(page.hasMath).toBe(true);
  });

  it('keeps the TeX as text for heading ids, the table of contents and search', async () => {
    const page = await render('## Sorting in $O(n \\log n)$\n');
    expect(page.toc).toEqual([{ depth: 2, id: 'sorting-in-on-log-n', text: 'Sorting in O(n \\log n)' }]);
    expect(page.text).toBe('Sorting in O(n \\log n)');
  });

  it('leaves prices and shell variables as text beside formulas, and a page without math reports none', async () => {
    const page = await render('It costs $5 and $10, or $5-$10 a month, for $n$ seats. Set $HOME and $PATH. Escaped: \\$3.\n');
    expect(page.html).toMatch(/^<p>It costs \$5 and \$10, or \$5-\$10 a month, for <span class="q-math"><span class="katex">.*<\/span><\/span> seats\. Set \$HOME and \$PATH\. Escaped: \$3\.<\/p>$/);
    expect(katexSpans(page.html)).toBe(1);
    const prices = await render('It costs $5 and $10.\n');
    expect(prices.html).toBe('<p>It costs $5 and $10.</p>');
    expect(prices.hasMath).toBe(false);
  });

  it('shows invalid TeX as KaTeX\'s error, with a warning at its line and column, in pages and in quire check', async () => {
    const source = 'Fine: $x$.\n\nBroken: $\\frac{1}{$ and $\\notacommand$.\n\n$$\nx^2 +\n\\sqrt{\n$$\n';
    const page = await render(source, 'broken-math.mdx');
    expect(page.html).toContain('<span class="katex-error" title="ParseError: KaTeX parse error: Unexpected end of input in a macro argument');
    // An unknown command is shown as its name, in red, within the formula.
    expect(page.html).toContain('<span class="mord" style="color:#cc0000;">\\notacommand</span>');
    expect(katexSpans(page.html)).toBe(2);
    expect(page.warnings).toEqual([
      expect.objectContaining({ file: 'broken-math.mdx', line: 3, column: 19, rule: 'math/invalid-tex', severity: 'warning', message: expect.stringContaining("Invalid TeX: Unexpected end of input in a macro argument, expected '}'") }),
      expect.objectContaining({ file: 'broken-math.mdx', line: 3, column: 26, rule: 'math/invalid-tex', message: expect.stringContaining('Undefined control sequence: \\notacommand') }),
      expect.objectContaining({ file: 'broken-math.mdx', line: 7, column: 7, rule: 'math/invalid-tex' }),
    ]);
    expect(page.warnings[0]!.frame).toContain('> 3 | Broken: $\\frac{1}{$');
    expect(page.warnings[0]!.hint).toMatch(/katex\.org.*`\\\$`/);

    const checked = await checkContent(source, path.join(siteDir, 'broken-math.mdx'), siteDir);
    expect(checked.map((d) => `${d.rule} ${d.line}:${d.column}`)).toEqual(['math/invalid-tex 3:19', 'math/invalid-tex 3:26', 'math/invalid-tex 7:7']);
  });

  it('reports the math of an imported snippet as the page\'s, and keeps it in the render cache', async () => {
    const site = path.join(work, 'snippet-site');
    await writeSite(site, { 'snippets/formula.mdx': 'Pythagoras: $a^2 + b^2 = c^2$\n', 'page.mdx': "import Formula from '/snippets/formula.mdx';\n\n<Formula />\n" });
    const page = await renderPage({ file: path.join(site, 'page.mdx'), siteDir: site });
    expect(katexSpans(page.html)).toBe(1);
    expect(page.hasMath).toBe(true);

    const cache = new RenderCache<RenderedPage>(path.join(work, 'cache'), 'build-1');
    cache.store(path.join(site, 'page.mdx'), 'text', page, Date.now() + 1000);
    expect(cache.lookup(path.join(site, 'page.mdx'), 'text')?.hasMath).toBe(true);
  });
});

describe('math: quire build', () => {
  it('builds a page with invalid TeX with a located warning, and links KaTeX\'s stylesheet only from pages with math', async () => {
    const site = path.join(work, 'site');
    await writeSite(site, {
      'docs.json': JSON.stringify({ name: 'Math', navigation: [{ group: 'Pages', pages: ['formulas', 'prices'] }] }),
      'formulas.mdx': '---\ntitle: Formulas\n---\n\nEuler: $e^{i\\pi} + 1 = 0$. Broken: $\\frac{1}{$.\n',
      'prices.mdx': '---\ntitle: Prices\n---\n\nIt costs $5 and $10.\n',
    });
    const out = path.join(work, 'out');
    const result = await buildSite(site, { outDir: out });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([expect.objectContaining({ file: 'formulas.mdx', line: 5, column: 46, rule: 'math/invalid-tex', severity: 'warning' })]);

    const formulas = await readFile(path.join(out, 'formulas/index.html'), 'utf8');
    const link = /<link rel="stylesheet" href="(\/_quire\/katex\/katex\.[0-9a-f]{8}\.css)"\/?>/.exec(formulas);
    expect(link, 'the KaTeX stylesheet link').not.toBeNull();
    expect(formulas).toContain('class="katex"');
    const prices = await readFile(path.join(out, 'prices/index.html'), 'utf8');
    expect(prices).not.toContain('katex');
    expect(prices).toContain('It costs $5 and $10.');

    // The stylesheet and every font it names are in the output, beside it.
    const css = await readFile(path.join(out, link![1]!), 'utf8');
    const fonts = [...css.matchAll(/url\("?\.\/(fonts\/[^")]+)"?\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThanOrEqual(20);
    expect(fonts.every((font) => font.endsWith('.woff2'))).toBe(true);
    const written = (await readdir(path.join(out, '_quire/katex/fonts'))).map((name) => `fonts/${name}`);
    expect(written.sort()).toEqual([...new Set(fonts)].sort());
  });
});
