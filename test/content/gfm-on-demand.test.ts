import path from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { compileContent } from '../../src/content/compile.js';
import { mayUseGfm } from '../../src/content/gfm-triggers.js';
import { corpus, corpusPages } from '../support/corpus.js';
import { existsSync } from 'node:fs';
import { loadSpec } from '../../src/openapi/load-spec.js';
import { descriptionHtml } from '../../src/openapi/spec-markdown.js';

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

const specs = path.resolve(corpus, '../openapi');
it.skipIf(!existsSync(specs))('renders every description of the real specs the same with GFM only where the scan finds its syntax', { timeout: 120_000 }, async () => {
  const descriptions = new Set<string>();
  for (const [folder, file] of [['stripe', 'spec3.yaml'], ['github', 'api.github.com.json'], ['okta', 'management-minimal.yaml'], ['twilio', 'twilio_api_v2010.yaml']]) {
    const { document } = await loadSpec(path.join(specs, folder), file);
    JSON.stringify(document, (key, value: unknown) => (key === 'description' && typeof value === 'string' && descriptions.add(value), value));
  }
  const plain = [...descriptions].filter((text) => !mayUseGfm(text));
  expect(plain.length).toBeGreaterThan(2000);
  expect(plain.filter((text) => descriptionHtml(text, false) !== descriptionHtml(text, true))).toEqual([]);
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
