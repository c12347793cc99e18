import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from '../content/types.js';
import { UserError, type Diagnostic } from '../diagnostics.js';

export interface BodyRequest {
  id: number;
  file: string;
  siteDir: string;
}

/** 'ready' once the thread has loaded the renderer; then one reply per request. */
export type BodyReply = 'ready' | { id: number; ok: true; page: RenderedPage } | { id: number; ok: false; diagnostics: Diagnostic[] } | { id: number; ok: false; error: string };

interface Pending {
  request: BodyRequest;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

export interface BodyRendererOptions {
  /** A render still running after this long is taken for a runaway page (default 20 s). */
  timeoutMs?: number;
}

const threadUrl = new URL('../dev/body-render-thread.js', import.meta.url);

/** Under vitest the sources are TypeScript: the thread loads them through tsx. */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(threadUrl);
  const source = new URL('./body-render-thread.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true });
}

/**
 * Renders page bodies on one worker thread. The thread starts at once, so loading MDX and Shiki
 * overlaps whatever the caller does meanwhile (planning the site). A page that keeps the thread
 * busy past the time-out gets an error of its own, and a fresh thread takes over the others.
 */
export class BodyRenderer {
  private thread: Worker | undefined;
  private threadReady = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly timeoutMs: number;
  /** The warm-up render, until the first render request after it. */
  private warming: { file: string; siteDir: string; page: Promise<RenderedPage> } | undefined;

  constructor(options: BodyRendererOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.ensureThread();
  }

  /** Throws UserError for mistakes in the page, as renderPage does. */
  render(file: string, siteDir: string): Promise<RenderedPage> {
    const warming = this.warming;
    this.warming = undefined;
    if (warming && warming.file === file && warming.siteDir === siteDir) return warming.page;
    return new Promise((resolve, reject) => {
      const pending: Pending = { request: { id: this.nextId++, file, siteDir }, resolve, reject };
      this.pending.set(pending.request.id, pending);
      this.send(pending);
    });
  }

  /**
   * Renders a page while the server starts, to warm the thread up (grammars, compiled code). The
   * first request for that page takes this render rather than starting its own; a save made
   * meanwhile is caught by the dev server once its watcher runs (see missed-changes.ts).
   */
  warmUp(file: string, siteDir: string): void {
    const warming = this.render(file, siteDir);
    warming.catch(() => {});
    this.warming = { file, siteDir, page: warming };
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    for (const pending of this.pending.values()) this.settle(pending).reject(new Error('The dev server is shutting down.'));
    await thread?.terminate();
  }

  private ensureThread(): Worker {
    if (this.thread) return this.thread;
    const thread = startThread();
    this.thread = thread;
    this.threadReady = false;
    thread.unref();
    thread.on('message', (reply: BodyReply) => {
      if (reply === 'ready') {
        this.threadReady = true;
        for (const pending of this.pending.values()) this.startTimer(pending);
        return;
      }
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.settle(pending);
      if (reply.ok) pending.resolve(reply.page);
      else if ('diagnostics' in reply) pending.reject(new UserError(reply.diagnostics));
      else pending.reject(new Error(reply.error));
    });
    thread.on('error', (error) => this.lose(thread, error));
    thread.on('exit', (code) => this.lose(thread, new Error(`The render thread stopped (exit code ${code}).`)));
    return thread;
  }

  private send(pending: Pending): void {
    const thread = this.ensureThread();
    if (this.threadReady) this.startTimer(pending);
    thread.postMessage(pending.request);
  }

  private startTimer(pending: Pending): void {
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.timedOut(pending), this.timeoutMs);
    pending.timer.unref();
  }

  private settle(pending: Pending): Pending {
    clearTimeout(pending.timer);
    this.pending.delete(pending.request.id);
    return pending;
  }

  /** The page kept the thread busy: it gets the blame, and the others run again on a new thread. */
  private timedOut(culprit: Pending): void {
    const thread = this.thread;
    this.thread = undefined;
    void thread?.terminate();
    const seconds = Math.round(this.timeoutMs / 1000);
    this.settle(culprit).reject(
      new UserError([
        {
          file: path.relative(culprit.request.siteDir, culprit.request.file),
          severity: 'error',
          rule: 'mdx/timeout',
          message: `The page did not finish rendering within ${seconds} s.`,
          hint: 'Look for a loop that never ends in the `{ }` expressions and `export` code of this page and the snippets it imports.',
        },
      ]),
    );
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      this.send(pending);
    }
  }

  /** The thread died (out of memory, a crash): what it held fails, and the next render starts a new one. */
  private lose(thread: Worker, error: Error): void {
    if (this.thread !== thread) return;
    this.thread = undefined;
    for (const pending of [...this.pending.values()]) this.settle(pending).reject(error);
  }
}
