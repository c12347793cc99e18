import { statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from '../content/types.js';
import { UserError, type Diagnostic } from '../diagnostics.js';

export interface BodyRequest {
  id: number;
  file: string;
  siteDir: string;
}

/** 'ready' once the thread has loaded the renderer; then, per request, `started` and a reply. */
export type BodyReply = 'ready' | { id: number; started: true } | { id: number; ok: true; page: RenderedPage } | { id: number; ok: false; diagnostics: Diagnostic[] } | { id: number; ok: false; error: string };

interface Pending {
  request: BodyRequest;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  /** The thread has begun rendering it (it may still have been busy with an earlier page's code). */
  started?: boolean;
  /** Sent to a second thread, the first having ended before it began. */
  retried?: boolean;
}

/** What BodyRenderer uses of a worker thread. */
export type RenderThread = Pick<Worker, 'postMessage' | 'terminate' | 'unref' | 'on'>;

export interface BodyRendererOptions {
  /** A render still running after this long is taken for a runaway page (default 20 s). */
  timeoutMs?: number;
  /** Starts a render thread (default: a worker running body-render-thread.ts); tests pass a fake. */
  startThread?: () => RenderThread;
}

const threadUrl = new URL('../dev/body-render-thread.js', import.meta.url);

/** Under vitest the sources are TypeScript: the thread loads them through tsx. */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(threadUrl);
  const source = new URL('./body-render-thread.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true });
}

/**
 * Renders page bodies on one worker thread, one page at a time. The thread starts at once, so
 * loading MDX and Shiki overlaps whatever the caller does meanwhile (planning the site). One
 * page at a time, because rendering is CPU-bound anyway, and because then a page that keeps the
 * thread busy past the time-out is surely the one at fault: it gets an error of its own, and a
 * fresh thread takes the pages queued behind it.
 */
export class BodyRenderer {
  private thread: RenderThread | undefined;
  private threadReady = false;
  private nextId = 0;
  /** Waiting for the thread, oldest first. */
  private readonly queue: Pending[] = [];
  /** The page the thread is rendering. */
  private active: Pending | undefined;
  private closed = false;
  private readonly timeoutMs: number;
  private readonly startThread: () => RenderThread;
  /** The warm-up render, until the first render request after it. */
  private warming: { file: string; siteDir: string; startedAt: number; page: Promise<RenderedPage> } | undefined;

  constructor(options: BodyRendererOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.startThread = options.startThread ?? startThread;
    this.ensureThread();
  }

  /** Throws UserError for mistakes in the page, as renderPage does. */
  render(file: string, siteDir: string): Promise<RenderedPage> {
    const warming = this.warming;
    this.warming = undefined;
    if (warming && warming.file === file && warming.siteDir === siteDir && unchangedSince(file, warming.startedAt)) return warming.page;
    if (this.closed) return Promise.reject(new ShutdownError());
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, file, siteDir }, resolve, reject });
      this.pump();
    });
  }

  /**
   * Renders a page while the server starts, to warm the thread up (grammars, compiled code). The
   * first request for that page takes this render, unless the file was saved since it began.
   */
  warmUp(file: string, siteDir: string): void {
    const startedAt = Date.now();
    const page = this.render(file, siteDir);
    page.catch(() => {});
    this.warming = { file, siteDir, startedAt, page };
  }

  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = undefined;
    for (const pending of [this.active, ...this.queue.splice(0)]) if (pending) this.settle(pending).reject(new ShutdownError());
    await thread?.terminate();
  }

  private ensureThread(): RenderThread {
    if (this.thread) return this.thread;
    const thread = this.startThread();
    this.thread = thread;
    this.threadReady = false;
    thread.unref();
    thread.on('message', (reply: BodyReply) => {
      if (reply === 'ready') {
        this.threadReady = true;
        if (this.active) this.startTimer(this.active);
        return;
      }
      const pending = this.active;
      if (!pending || pending.request.id !== reply.id) return;
      if ('started' in reply) {
        pending.started = true;
        return;
      }
      this.settle(pending);
      if (reply.ok) pending.resolve(reply.page);
      else if ('diagnostics' in reply) pending.reject(new UserError(reply.diagnostics));
      else pending.reject(new Error(reply.error));
      this.pump();
    });
    thread.on('error', (error) => this.lose(thread, () => error));
    // Quire's own code never ends the thread, so page code did: the page being rendered, unless
    // the thread ended before it began (see lose()). A timer left by an earlier page that fires
    // during a render is blamed on that render: nothing tells the two apart.
    thread.on('exit', (code) =>
      this.lose(thread, (culprit) =>
        pageError(culprit, 'mdx/renderer-stopped', `Rendering the page stopped Quire's render thread (exit code ${code}).`, 'Look for `process.exit()`, or other code that ends Node, in the `{ }` expressions and `export` code of this page and the snippets it imports.'),
      ),
    );
    return thread;
  }

  /** Sends the next queued page when the thread is free. */
  private pump(): void {
    if (this.active || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.active = next;
    const thread = this.ensureThread();
    // Time-outs count from the thread's "ready": loading MDX under load is not a runaway page.
    if (this.threadReady) this.startTimer(next);
    thread.postMessage(next.request);
  }

  private startTimer(pending: Pending): void {
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => this.timedOut(pending), this.timeoutMs);
    pending.timer.unref();
  }

  private settle(pending: Pending): Pending {
    clearTimeout(pending.timer);
    if (this.active === pending) this.active = undefined;
    return pending;
  }

  /** The page kept the thread busy: it gets the blame, and a new thread takes the queue. */
  private timedOut(culprit: Pending): void {
    this.replaceThread();
    const seconds = Math.round(this.timeoutMs / 1000);
    this.settle(culprit).reject(
      pageError(
        culprit.request,
        'mdx/timeout',
        `The page did not finish rendering within ${seconds} s.`,
        'Look for a loop that never ends in the `{ }` expressions and `export` code of this page and the snippets it imports.',
      ),
    );
    this.pump();
  }

  /** The thread died (stopped by a page, a crash): the page it held fails, and a new thread takes the queue. */
  private lose(thread: RenderThread, failure: (culprit: BodyRequest) => Error): void {
    if (this.thread !== thread) return;
    this.thread = undefined;
    const active = this.active;
    if (active) {
      this.settle(active);
      // Code left running by the page before (a timer) ended the thread before this page was
      // begun: not its fault. It goes first to the next thread, once.
      if (!active.started && !active.retried) {
        active.retried = true;
        this.queue.unshift(active);
      } else {
        active.reject(failure(active.request));
      }
    }
    this.pump();
  }

  private replaceThread(): void {
    const thread = this.thread;
    this.thread = undefined;
    void thread?.terminate();
  }
}

/** Rejects renders asked for, or still running, when the dev server stops: not a page's fault. */
export class ShutdownError extends Error {
  constructor() {
    super('The dev server is shutting down.');
    this.name = 'ShutdownError';
  }
}

/** A mistake of the page `request` names, shown in its place like any other page error. */
function pageError(request: BodyRequest, rule: string, message: string, hint: string): UserError {
  return new UserError([{ file: path.relative(request.siteDir, request.file), severity: 'error', rule, message, hint }]);
}

/** True when `file` has not been saved since `time` (Date.now()); file times lag it by a few ms. */
function unchangedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs < time - 50;
  } catch {
    return false;
  }
}
