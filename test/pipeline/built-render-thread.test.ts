import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/content/render-page.js';
import { UserError } from '../../src/diagnostics.js';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { siteDir as fixtureSite } from '../content/render-helper.js';

// The render thread as `npm run build` bundles it (dist/, built by `npm test` before vitest):
// Shiki's grammars, themes and the icon packs are loaded by name at run time there.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Fences whose grammars embed others (Markdown, Vue, HTML), and a component with an icon. */
const FENCES_PAGE = `---
title: Fences
---

<Card title="Start" icon="rocket" href="/start">Go.</Card>

\`\`\`\`markdown README.md
# Title

\`\`\`js
const answer = 42;
\`\`\`
\`\`\`\`

\`\`\`vue App.vue
<template><p :title="msg">{{ msg }}</p></template>
<script setup lang="ts">const msg: string = 'hi';</script>
<style scoped>p { color: red; }</style>
\`\`\`

\`\`\`python
def greet(name: str) -> str:
    return f"Hello {name}"
\`\`\`
`;

describe('the built render thread', () => {
  let dir: string;
  let pool: RenderPool;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-built-thread-'));
    pool = new RenderPool({ startThread: () => new Worker(path.join(root, 'dist/pipeline/render-thread.js')) });
  });
  afterAll(async () => {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders highlighted fences, embedded languages included, and icons, as the sources do', async () => {
    const file = path.join(dir, 'fences.mdx');
    await writeFile(file, FENCES_PAGE);
    const built = await pool.render({ kind: 'file', file }, dir);
    const html = (await renderPage({ file, siteDir: dir })).html;
    expect(html).toMatch(/<span style="--shiki-light:[^"]+">const<\/span>/);
    expect(html).toContain('<svg');
    expect(built.html).toBe(html);
  });

  it('runs snippets, JSX ones too (compiled by esbuild, which the bundle loads by name)', async () => {
    const file = path.join(fixtureSite, 'page.mdx');
    const built = await pool.render({ kind: 'file', file }, fixtureSite);
    expect(built.html).toBe((await renderPage({ file, siteDir: fixtureSite })).html);
    expect(built.html).toContain('class="badge"');
  });

  it("reports a page's MDX error with its place", async () => {
    await writeFile(path.join(dir, 'broken.mdx'), '---\ntitle: Broken\n---\n\n<Card title="x">\n');
    const error = await pool.render({ kind: 'file', file: path.join(dir, 'broken.mdx') }, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).diagnostics[0]).toMatchObject({ file: 'broken.mdx', line: expect.any(Number), rule: expect.stringMatching(/^mdx\//) });
  });
});
