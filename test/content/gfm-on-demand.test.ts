import path from 'node:path';
import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { compileContent } from '../../src/content/compile.js';
import { ALL_GFM, gfmPartsOf, type GfmPart } from '../../src/content/gfm-parts.js';
import { corpus, corpusPages } from '../support/corpus.js';
import { existsSync } from 'node:fs';
import { loadSpec } from '../../src/openapi/load-spec.js';
import { descriptionHtml } from '../../src/openapi/spec-markdown.js';

/** What a compile gives, as text: the code, the static content rendered, the outline, the text and the problems. */
async function outcome(source: string, file: string, siteDir: string, gfm: readonly GfmPart[]): Promise<string> {
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

it('compiles every corpus page the same with only the parts of GFM its text may use as with all of GFM', { timeout: 900_000 }, async () => {
  const corpusFiles = await corpusPages('GFM-on-demand checks');
  if (!corpusFiles.length) return;
  const [withNone, withSome] = [[] as string[], [] as string[]];
  const differences: string[] = [];
  for (const { siteDir, file, source } of corpusFiles) {
    const parts = gfmPartsOf(source);
    if (parts.length === ALL_GFM.length) continue;
    (parts.length ? withSome : withNone).push(file);
    const [some, all] = [await outcome(source, file, siteDir, parts), await outcome(source, file, siteDir, ALL_GFM)];
    if (some !== all) differences.push(path.relative(corpus, file));
  }
  // Both kinds are common: pages with no GFM at all, and pages with some of it (a table, a URL).
  expect(withNone.length).toBeGreaterThan(200);
  expect(withSome.length).toBeGreaterThan(200);
  expect(differences).toEqual([]);
});

const specs = path.resolve(corpus, '../openapi');
it.skipIf(!existsSync(specs))('renders every description of the real specs the same with only the parts of GFM the scan finds as with all of it', { timeout: 120_000 }, async () => {
  const descriptions = new Set<string>();
  for (const [folder, file] of [['stripe', 'spec3.yaml'], ['github', 'api.github.com.json'], ['okta', 'management-minimal.yaml'], ['twilio', 'twilio_api_v2010.yaml']]) {
    const { document } = await loadSpec(path.join(specs, folder), file);
    JSON.stringify(document, (key, value: unknown) => (key === 'description' && typeof value === 'string' && descriptions.add(value), value));
  }
  const partial = [...descriptions].filter((text) => gfmPartsOf(text).length < ALL_GFM.length);
  expect(partial.length).toBeGreaterThan(2000);
  expect(partial.filter((text) => descriptionHtml(text) !== descriptionHtml(text, ALL_GFM))).toEqual([]);
});

it('parses each part of GFM where its syntax is', async () => {
  const examples: [string, GfmPart][] = [
    ['| a | b |\n| - | - |\n| 1 | 2 |', 'table'],
    ['~~gone~~', 'strikethrough'],
    ['see www.example.com', 'autolink-literal'],
    ['mail me@example.com', 'autolink-literal'],
    ['https://example.com', 'autolink-literal'],
    ['See HTTPS://example.com', 'autolink-literal'],
    ['See WWW.example.com', 'autolink-literal'],
    ['mail user&#64;example.com', 'autolink-literal'],
    ['see https\\://example.com', 'autolink-literal'],
    ['a\n:-\nb', 'table'],
    ['- [\t] task', 'task-list-item'],
    ['a[^1]\n\n[^1]: note', 'footnote'],
    ['- [ ] task', 'task-list-item'],
    ['- [x] done', 'task-list-item'],
  ];
  for (const [text, part] of examples) {
    expect(gfmPartsOf(text), text).toEqual([part]);
    // And the syntax does differ without that part: the scan is what keeps it parsed.
    const file = '/site/page.mdx';
    const others = ALL_GFM.filter((name) => name !== part);
    expect(await outcome(text, file, '/site', others), text).not.toBe(await outcome(text, file, '/site', ALL_GFM));
  }
  expect(gfmPartsOf('# Title\n\nPlain *prose* with `code`.\n\n<Note>Hi</Note>')).toEqual([]);
});
