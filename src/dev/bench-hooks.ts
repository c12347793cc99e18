import { readFile, writeFile } from 'node:fs/promises';
import { versionOf } from './decorate.js';
import { startDevServer, type DevServer } from './dev-server.js';
import { threadedSource } from './threaded-source.js';
import { listenForReload } from './reload-listener.js';
import type { SiteSource } from './site-source.js';

/**
 * Hooks for bench/: how fast `quire dev` shows the first page, and how fast an edit reaches an
 * open tab. Both run a real dev server on 127.0.0.1 (any free port) with the source `quire dev`
 * uses unless a `source` is given.
 */

export interface FirstPageTiming {
  /** From the call to the server listening. */
  listenMs: number;
  /** From the call to the whole first page received (planning the site included). */
  firstPageMs: number;
  status: number;
  /** Still running, for measureEditToReload; the caller closes it. */
  server: DevServer;
}

export async function measureTimeToFirstPage(options: { dir: string; route?: string; source?: SiteSource }): Promise<FirstPageTiming> {
  const started = performance.now();
  const server = await startDevServer({ dir: options.dir, source: options.source ?? threadedSource(), host: '127.0.0.1', port: 0 });
  const listenMs = performance.now() - started;
  const response = await fetch(new URL(options.route ?? '/', server.url));
  await response.text();
  return { listenMs, firstPageMs: performance.now() - started, status: response.status, server };
}

/** What the page at `route` currently is, as its tab would report it. */
async function currentVersion(server: DevServer, route: string): Promise<string> {
  return versionOf(await (await fetch(new URL(route, server.url))).text()) ?? '';
}

export interface EditToReloadOptions {
  /** Absolute path of the page's source file (or a snippet it imports). */
  file: string;
  /** The page to watch, as a route: `/guides/setup`. */
  route: string;
  /** How many edits to time (default 10). */
  samples?: number;
  /** The edited text for sample `i`; by default a paragraph is appended. Must change the page. */
  edit?: (original: string, i: number) => string;
}

/**
 * Times file write → reload event received by a connected client, once per sample, and puts
 * the file back as it was afterwards. Returns the latencies in milliseconds.
 */
export async function measureEditToReload(server: DevServer, options: EditToReloadOptions): Promise<number[]> {
  await server.watching;
  const original = await readFile(options.file, 'utf8');
  const edit = options.edit ?? ((text: string, i: number) => `${text}\n\nBenchmark edit ${i}.\n`);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < (options.samples ?? 10); i++) {
      const listener = listenForReload(server.url, options.route, await currentVersion(server, options.route));
      try {
        await listener.ready;
        const written = performance.now();
        await writeFile(options.file, edit(original, i));
        const message = await listener.nextReload();
        latencies.push(message.receivedAt - written);
      } finally {
        listener.close();
      }
    }
  } finally {
    await writeFile(options.file, original);
  }
  return latencies;
}
