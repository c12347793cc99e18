import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { root } from '../support/corpus.js';

/**
 * The files a module loads before any of its code runs: its static imports, followed through
 * (dynamic `import()`s, which load when called, are not).
 */
async function staticallyLoaded(entry: string): Promise<string[]> {
  const { metafile } = await esbuild.build({ entryPoints: [path.join(root, entry)], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', logLevel: 'silent', absWorkingDir: root });
  const loaded = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) if (imported.kind !== 'dynamic-import' && !imported.external) queue.push(imported.path);
  }
  return [...loaded];
}

// MDX, Shiki and the HTTP-snippet library run on render threads; Redocly only when a spec must be
// bundled; ajv only for `--mock`. Loaded on the main thread, they made `quire dev`'s start and
// every build's start several hundred ms slower.
const RENDER_THREAD_ONLY = /node_modules\/(?:@mdx-js|shiki|@shikijs|httpsnippet-lite|@redocly|graphql|ajv|micromark|hast-util-to-mdast)\//;

describe("the main thread of quire dev and quire build", () => {
  it.each(['src/dev/dev-server.ts', 'src/dev/threaded-source.ts', 'src/site/plan.ts', 'src/publish/build-site.ts'])('%s loads no renderer, bundler or validator up front', async (entry) => {
    const loaded = await staticallyLoaded(entry);
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((file) => RENDER_THREAD_ONLY.test(file))).toEqual([]);
  });
});
