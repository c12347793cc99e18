import path from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { compileContent, mayUseGfm } from '../../src/content/compile.js';
import { corpus, corpusPages } from '../support/corpus.js';

/** What a compile gives, as text: the code, the static content rendered, the outline, the text and the problems. */
async function outcome(source: string, file: string, siteDir: string, gfm: boolean): Promise<string> {
  const { compiled, diagnostics } = await compileContent(source, file, siteDir, false, { gfm });
  const content = compiled?.data.staticContent;
  return JSON.stringify({
    code: compiled?.code,
    content: content ? renderToString(content) : undefined,
    toc: compiled?.data.toc,
    text: compiled?.data.text,
    diagnostics: diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`),
  });
}

it('compiles every corpus page without GFM syntax the same with GFM left out', { timeout: 600_000 }, async () => {
  const corpusFiles = await corpusPages('GFM-on-demand checks');
  if (!corpusFiles.length) return;
  let pages = 0;
  const differences: string[] = [];
  for (const { siteDir, file, source } of corpusFiles) {
    if (mayUseGfm(source)) continue;
    pages++;
    const [without, withGfm] = [await outcome(source, file, siteDir, false), await outcome(source, file, siteDir, true)];
    if (without !== withGfm) differences.push(path.relative(corpus, file));
  }
  expect(pages).toBeGreaterThan(200);
  expect(differences).toEqual([]);
});

it('takes a page with any GFM syntax the full way', async () => {
  for (const text of ['| a | b |\n| - | - |\n| 1 | 2 |', '~~gone~~', 'see www.example.com', 'mail me@example.com', 'https://example.com', 'a[^1]\n\n[^1]: note', '- [ ] task', '- [x] done']) {
    expect(mayUseGfm(text), text).toBe(true);
    // And the syntax does differ without GFM: the scan is what keeps such pages on the full way.
    const file = '/site/page.mdx';
    expect(await outcome(text, file, '/site', false), text).not.toBe(await outcome(text, file, '/site', true));
  }
  expect(mayUseGfm('# Title\n\nPlain *prose* with `code`.\n\n<Note>Hi</Note>')).toBe(false);
});
