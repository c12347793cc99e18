import { parentPort } from 'node:worker_threads';
import type { BodyReply, BodyRequest } from './body-renderer.js';
import { loadRenderLibrary } from './render-library-file.js';

/*
 * The dev server's render thread: MDX and Shiki live here, so their start-up runs while the
 * main thread plans the site, and a slow or runaway page never blocks the server itself.
 * Shiki's WASM engine compiles on V8's background threads while the first page's MDX compiles.
 */
const { warmUpHighlighter, renderPageWithCache, isUserError } = await loadRenderLibrary();
warmUpHighlighter();
// Time-outs count from here: loading MDX under load must not pass for a runaway page.
parentPort!.postMessage('ready');

parentPort!.on('message', async ({ id, file, siteDir }: BodyRequest) => {
  // Should the thread end, the page it began is the one to blame (BodyRenderer.lose).
  parentPort!.postMessage({ id, started: true } satisfies BodyReply);
  let reply: BodyReply;
  try {
    reply = { id, ok: true, page: await renderPageWithCache({ file, siteDir }) };
  } catch (error) {
    reply = isUserError(error) ? { id, ok: false, diagnostics: error.diagnostics } : { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
