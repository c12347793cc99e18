import { parentPort } from 'node:worker_threads';
import { warmUpHighlighter } from '../content/highlight.js';
import { trapProcessExit } from '../content/page-exit.js';
import { catchPageFaults } from '../content/page-faults.js';
import { lockIntrinsics } from '../content/page-realm.js';
import { isUserError } from '../diagnostics.js';
import { checkSource, renderBody } from './render-body.js';
import type { PageJob, PageJobReply } from './render-pool.js';

/*
 * A thread of the render pool (render-pool.ts): MDX and Shiki live here, so their start-up runs
 * while the main thread plans the site, and a slow or runaway page never blocks the caller.
 * Shiki's WASM engine compiles on V8's background threads while the first page's MDX compiles.
 */
warmUpHighlighter();
// Page code must not end the thread, nor fail where no page can be blamed (content/page-*.ts).
trapProcessExit();
catchPageFaults();
lockIntrinsics();
// Time limits count from here: loading MDX under load must not pass for a runaway page.
parentPort!.postMessage('ready');

parentPort!.on('message', async ({ id, kind, source, siteDir, untrusted }: PageJob) => {
  // Should the thread end, the page it began is the one to blame (RenderPool.lose).
  parentPort!.postMessage({ id, started: true } satisfies PageJobReply);
  let reply: PageJobReply;
  try {
    reply = kind === 'render' ? { id, ok: true, page: await renderBody(source, siteDir, untrusted) } : { id, ok: true, checked: await checkSource(source, siteDir, untrusted) };
  } catch (error) {
    reply = isUserError(error) ? { id, ok: false, diagnostics: error.diagnostics } : { id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
