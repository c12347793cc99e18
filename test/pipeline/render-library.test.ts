import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { renderPage } from '../../src/content/render-page.js';
import { UserError } from '../../src/diagnostics.js';
import { RenderPool } from '../../src/pipeline/render-pool.js';
import { siteDir as fixtureSite } from '../content/render-helper.js';

// These read dist/, which `npm test` builds before vitest runs.
const root = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(root, 'test/fixtures/render-with-built-library.mjs');

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

describe('the dev render thread library, as built', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-render-library-'));
    await writeFile(path.join(dir, 'fences.mdx'), FENCES_PAGE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function renderBuilt(siteDir: string, file: string): { cacheRejected: boolean; html: string[] } {
    return JSON.parse(execFileSync(process.execPath, [script, siteDir, file], { encoding: 'utf8' }));
  }

  it('loads with the code cache `npm run build` wrote, and renders highlighted fences as the sources do', async () => {
    const file = path.join(dir, 'fences.mdx');
    const built = renderBuilt(dir, file);
    expect(built.cacheRejected).toBe(false);
    const html = (await renderPage({ file, siteDir: dir })).html;
    // Highlighted, embedded languages included: not plain text.
    expect(html).toMatch(/<span style="--shiki-light:[^"]+">const<\/span>/);
    expect(html).toContain('<svg');
    expect(built.html).toEqual([html]);
  });

  it('runs snippets, JSX ones too (compiled by esbuild, which the bundle requires)', async () => {
    const file = path.join(fixtureSite, 'page.mdx');
    const built = renderBuilt(fixtureSite, file);
    expect(built.html).toEqual([(await renderPage({ file, siteDir: fixtureSite })).html]);
    expect(built.html[0]).toContain('class="badge"');
  });
});

it("the built render thread renders pages, and reports a page's MDX error with its place", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-built-thread-'));
  const bodies = new RenderPool({ startThread: () => new Worker(path.join(root, 'dist/pipeline/render-thread.js')) });
  try {
    await writeFile(path.join(dir, 'good.mdx'), FENCES_PAGE);
    await writeFile(path.join(dir, 'broken.mdx'), '---\ntitle: Broken\n---\n\n<Card title="x">\n');
    const good = await bodies.render({ kind: 'file', file: path.join(dir, 'good.mdx') }, dir);
    expect(good.html).toBe((await renderPage({ file: path.join(dir, 'good.mdx'), siteDir: dir })).html);
    const error = await bodies.render({ kind: 'file', file: path.join(dir, 'broken.mdx') }, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).diagnostics[0]).toMatchObject({ file: 'broken.mdx', line: expect.any(Number), rule: expect.stringMatching(/^mdx\//) });
  } finally {
    await bodies.close();
    await rm(dir, { recursive: true, force: true });
  }
});
