import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { makeSandbox } from '../serve/fixture.js';
import { settle } from './dev-fixture.js';
import { fakeSource } from './fake-source.js';

/** Saves made while `quire dev` was starting, before its watcher ran, are not lost. */
let cleanup: (() => Promise<void>) | undefined;
let server: DevServer | undefined;
afterEach(async () => {
  await server?.close();
  await cleanup?.();
});

describe('quire dev, saves made while it starts', () => {
  it('shows a page saved after its first render and before the watcher started', async () => {
    const sandbox = await makeSandbox({ 'docs.json': JSON.stringify({ name: 'Start' }), 'index.mdx': 'title: Home\n\nFirst text.\n' });
    cleanup = sandbox.cleanup;
    const source = fakeSource();
    const render = source.renderPageDocument.bind(source);
    let saved = false;
    // The save lands right after the page was read for the warm-up render, which runs before the watcher.
    source.renderPageDocument = async (...args) => {
      const result = await render(...args);
      if (!saved) {
        saved = true;
        await new Promise((resolve) => setTimeout(resolve, 30));
        await writeFile(path.join(sandbox.site, 'index.mdx'), 'title: Home\n\nSecond text.\n');
      }
      return result;
    };
    server = await startDevServer({ dir: sandbox.site, source, host: '127.0.0.1', port: 0 });
    await server.watching;
    await settle(200);
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('Second text.');
  });

  it('does not re-plan for files written before it started', async () => {
    const sandbox = await makeSandbox({ 'docs.json': JSON.stringify({ name: 'Start' }), 'index.mdx': 'title: Home\n\nText.\n' });
    cleanup = sandbox.cleanup;
    const source = fakeSource();
    server = await startDevServer({ dir: sandbox.site, source, host: '127.0.0.1', port: 0 });
    await server.watching;
    await settle(200);
    expect(source.plans).toBe(1);
  });
});
