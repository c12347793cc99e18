import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../src/content/html-to-markdown.js';
import { operations } from '../../src/openapi/document.js';
import { loadSpec } from '../../src/openapi/load-spec.js';
import { renderOperation } from '../../src/openapi/render-operation.js';

/*
 * An endpoint page writes its Markdown twin from its field trees, not from its HTML
 * (openapi/field-markdown.tsx). It must say exactly what the generic twin of its HTML says.
 * test/openapi/real-specs.test.ts requires the same over samples of every real spec.
 */
const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs');

const TWIN_SETTINGS = [
  { playground: { mode: 'show' as const } },
  { playground: { mode: 'show' as const }, maintainOrder: true, paramFields: { expanded: 'all' as const }, auth: { method: 'bearer' as const } },
  { playground: { mode: 'show' as const }, paramFields: { expanded: 'topLevelOneOfs' as const }, auth: { method: 'key' as const, name: 'X-Anvil-Key' } },
];

describe('the twin of an endpoint page', () => {
  it('is the twin of its HTML, for every operation and webhook of docs/’s spec and each field setting', async () => {
    const spec = await loadSpec(docs, 'openapi/anvils.yaml');
    const all = operations(spec.document);
    expect(all.length).toBeGreaterThan(5);
    for (const api of TWIN_SETTINGS) {
      for (const { method, path: apiPath } of all) {
        const page = await renderOperation({ bundle: spec.bundleFile, spec: spec.sourcePath, method, path: apiPath, api });
        expect(page.markdown, `${method} ${apiPath}`).toBe(htmlToMarkdown(page.html));
      }
    }
  });

  it('keeps fields, nesting, variants and recursion', async () => {
    const spec = await loadSpec(docs, 'openapi/anvils.yaml');
    const twins = await Promise.all(
      operations(spec.document).map(async ({ method, path: apiPath }) => (await renderOperation({ bundle: spec.bundleFile, spec: spec.sourcePath, method, path: apiPath, api: TWIN_SETTINGS[0]! })).markdown!),
    );
    const all = twins.join('\n');
    // A nested field sits indented under its parent's bullet; variants are headed; a recursion links back.
    expect(all).toMatch(/\n {2}- `[a-z_]+` · /);
    expect(all).toMatch(/\n {2}#### /);
    expect(all).toMatch(/recursive: \[`[A-Za-z]+`\]\(#/);
  });

  it('tells fields apart that differ only by a null against an absent default, const or example', async () => {
    // The twin of a field is remembered by what the page shows of it (field-markdown.tsx).
    const root = await mkdtemp(path.join(tmpdir(), 'quire-twin-'));
    try {
      const field = (extra: string) => `{ type: object, properties: { note: { type: string, description: Same text.${extra} } } }`;
      const variants = ['', ', default: null', ', const: null', ', example: null'];
      const paths = variants.map((extra, index) => `  /v${index}:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: ${field(extra)}\n`).join('');
      await writeFile(path.join(root, 'openapi.yaml'), `openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths:\n${paths}`);
      const spec = await loadSpec(root, 'openapi.yaml');
      const twins = new Set<string>();
      for (const index of variants.keys()) {
        const page = await renderOperation({ bundle: spec.bundleFile, spec: spec.sourcePath, method: 'GET', path: `/v${index}`, api: TWIN_SETTINGS[0]! });
        expect(page.markdown, `/v${index}`).toBe(htmlToMarkdown(page.html));
        twins.add(page.markdown!.replace(/\/v\d/g, ''));
      }
      expect(twins.size).toBe(variants.length);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
