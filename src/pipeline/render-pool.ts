import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage } from '../content/types.js';
import { UserError, type Diagnostic } from '../diagnostics.js';
import { sourceId } from '../site/page-source.js';
import type { PageCheck } from './render-body.js';
import type { PageSource } from '../site/types.js';

/** What a render thread is asked: a page's body (`render`), or its authoring checks (`check`). */
export interface PageJob {
  id: number;
  kind: 'render' | 'check';
  source: PageSource;
  siteDir: string;
  /** `--untrusted`: nothing of the page runs (content/plugins/remark-untrusted-code.ts). */
  untrusted: boolean;
}

/** 'ready' once the thread has loaded the renderer; then, per job, `started` and a reply. */
export type PageJobReply =
  | 'ready'
  | { id: number; started: true }
  | { id: number; ok: true; page: RenderedPage }
  | { id: number; ok: true; checked: PageCheck }
  | { id: number; ok: false; diagnostics: Diagnostic[] }
  | { id: number; ok: false; error: string };

interface Pending {
  job: PageJob;
  resolve(value: RenderedPage | PageCheck): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
  /** The thread has begun the job (it may still have been busy with an earlier page's code). */
  started?: boolean;
  /** Sent to a second thread, the first having ended before it began. */
  retried?: boolean;
  /** The time it may take, once the time limit has passed and its page's size was looked at. */
  allowedMs?: number;
}

/** What the pool uses of a worker thread. */
export type RenderThread = Pick<Worker, 'postMessage' | 'terminate' | 'ref' | 'unref' | 'on'>;

/** One thread of the pool and the job it is on; a thread that ended is replaced when next needed. */
interface Slot {
  thread?: RenderThread;
  ready: boolean;
  active?: Pending;
}

export interface RenderPoolOptions {
  /** How many threads at most (default 1). Threads past the first start when jobs queue up. */
  threads?: number;
  /** A job still running after this long is taken for a runaway page (default 20 s), per PAGE_TEXT_PER_TIME_LIMIT of a page file. */
  timeoutMs?: number;
  /** A thread whose heap grows past this many MB is stopped, and its page reported (default 2,048). */
  memoryLimitMb?: number;
  /** Starts a render thread (default: a worker running render-thread.ts); tests pass a fake. */
  startThread?: () => RenderThread;
  /** `--untrusted`: every page is compiled with its code left out, and runs nothing of its own. */
  untrusted?: boolean;
}

export const DEFAULT_PAGE_TIMEOUT_MS = 20_000;

/**
 * A page file gets the time limit once for every this much of its text. What a page costs grows
 * in step with its size (a table of 7,000 rows, 256 KB, took ~5 s on a loaded 2-core machine),
 * so a large page builds, while code that never ends in an ordinary page is still stopped after
 * the limit.
 */
export const PAGE_TEXT_PER_TIME_LIMIT = 256 * 1024;
/**
 * At most this many limits for one page: 160 s at the default, what a 10 MB table needs, so an
 * endless loop padded to megabytes is still stopped within minutes.
 */
export const MOST_TIME_LIMITS_PER_PAGE = 8;

/**
 * A render thread's heap limit. One page is rendered at a time per thread, so past the thread's
 * own few hundred MB (MDX, Shiki, caches) this is what a page may take; a 5 MB page once took
 * 2.5 GB. Without a limit such a page ends the whole build with Node's out-of-memory crash.
 */
export const DEFAULT_PAGE_MEMORY_MB = 2048;

/**
 * Threads for a run over `pages` pages: each loads MDX and Shiki (a few hundred ms of CPU), so a
 * small site gets one, and a large one one per core, up to four.
 */
export function threadsFor(pages: number): number {
  return Math.max(1, Math.min(Math.ceil(pages / 100), availableParallelism(), 4));
}

// '../pipeline/' rather than './': in dist/ this code may sit in a shared chunk (dist/chunks/).
const threadUrl = new URL('../pipeline/render-thread.js', import.meta.url);

/** Under vitest the sources are TypeScript: the thread loads them through tsx. */
function startThread(memoryLimitMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: memoryLimitMb };
  if (!import.meta.url.endsWith('.ts')) return new Worker(threadUrl, { resourceLimits });
  const source = new URL('./render-thread.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true, resourceLimits });
}

/**
 * Renders and checks pages on worker threads, for `quire build`, `quire dev` and `quire check`
 * alike. MDX and Shiki live on the threads: the first starts at once, so loading them overlaps
 * whatever the caller does meanwhile (planning the site). Each thread takes one page at a time,
 * because rendering is CPU-bound anyway, and because then a page that keeps a thread busy past
 * the time limit is surely the one at fault: it gets an error of its own, and a fresh thread
 * takes the pages queued behind it. A page whose code ends its thread fails the same way.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  /** Waiting for a thread, oldest first. */
  private readonly queue: Pending[] = [];
  private closed = false;
  private maxThreads: number;
  /** A render running longer than this is stopped and reported. */
  readonly timeoutMs: number;
  private readonly memoryLimitMb: number;
  private readonly startThread: () => RenderThread;
  /** Pages of this pool run no code of their own (`--untrusted`). */
  readonly untrusted: boolean;
  /** The warm-up render, until the first render request after it. */
  private warming: { id: string; siteDir: string; file: string; startedAt: number; page: Promise<RenderedPage> } | undefined;

  constructor(options: RenderPoolOptions = {}) {
    this.maxThreads = Math.max(1, options.threads ?? 1);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
    const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_PAGE_MEMORY_MB;
    this.memoryLimitMb = memoryLimitMb;
    this.startThread = options.startThread ?? (() => startThread(memoryLimitMb));
    this.untrusted = options.untrusted ?? false;
    this.addSlot();
  }

  /** How many threads the pool may start. */
  get threadLimit(): number {
    return this.maxThreads;
  }

  /** Sets how many threads the pool may start, once it knows the work (threads running stay). */
  limitThreads(threads: number): void {
    this.maxThreads = Math.max(1, threads);
  }

  /** A page's body. Throws UserError for mistakes in the page, as renderPage does. */
  render(source: PageSource, siteDir: string): Promise<RenderedPage> {
    const warming = this.warming;
    this.warming = undefined;
    if (warming && warming.id === sourceId(source) && warming.siteDir === siteDir && unchangedSince(warming.file, warming.startedAt)) return warming.page;
    return this.submit('render', source, siteDir) as Promise<RenderedPage>;
  }

  /** A page's problems and references, from its syntax tree: nothing of the page runs. */
  check(source: PageSource, siteDir: string): Promise<PageCheck> {
    return this.submit('check', source, siteDir) as Promise<PageCheck>;
  }

  /**
   * Renders a page while the caller gets ready, to warm a thread up (grammars, compiled code).
   * The first request for that page takes this render, unless its file was saved since it began.
   */
  warmUp(source: PageSource, siteDir: string): void {
    const startedAt = Date.now();
    const page = this.render(source, siteDir);
    page.catch(() => {});
    this.warming = { id: sourceId(source), siteDir, file: source.file, startedAt, page };
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    for (const pending of [...slots.map((slot) => slot.active), ...this.queue.splice(0)]) if (pending) this.settle(pending).reject(new ShutdownError());
    await Promise.all(slots.map((slot) => slot.thread?.terminate()));
  }

  private submit(kind: PageJob['kind'], source: PageSource, siteDir: string): Promise<RenderedPage | PageCheck> {
    if (this.closed) return Promise.reject(new ShutdownError());
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, kind, source, siteDir, untrusted: this.untrusted }, resolve, reject });
      this.pump();
    });
  }

  private addSlot(): Slot {
    const slot: Slot = { ready: false };
    this.slots.push(slot);
    return this.threadOf(slot) && slot;
  }

  /** The slot's thread, started when it has none. */
  private threadOf(slot: Slot): RenderThread {
    if (slot.thread) return slot.thread;
    const thread = this.startThread();
    slot.thread = thread;
    slot.ready = false;
    thread.unref();
    thread.on('message', (reply: PageJobReply) => {
      if (slot.thread !== thread) return;
      if (reply === 'ready') {
        slot.ready = true;
        if (slot.active) this.startTimer(slot, slot.active);
        return;
      }
      const pending = slot.active;
      if (!pending || pending.job.id !== reply.id) return;
      if ('started' in reply) {
        pending.started = true;
        return;
      }
      this.settle(pending);
      if (reply.ok) pending.resolve('page' in reply ? reply.page : reply.checked);
      else if ('diagnostics' in reply) pending.reject(new UserError(reply.diagnostics));
      else pending.reject(new Error(reply.error));
      this.pump();
    });
    thread.on('error', (error) =>
      this.lose(slot, thread, (culprit) =>
        (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? pageError(
              culprit,
              'mdx/out-of-memory',
              `Rendering the page took more than the ${this.memoryLimitMb} MB of memory a page may use.`,
              'Split the page into smaller pages (a very long table or code block is the usual cause), or look for code in its `{ }` expressions and `export`s that builds ever larger values.',
            )
          : // Quire's code on the thread catches its own errors: one nothing caught was thrown by
            // page code outside its render (a timer firing later), and it ended the thread.
            pageError(
              culprit,
              'mdx/renderer-stopped',
              `Code of the page threw where nothing could catch it, which stopped Quire's render thread: ${error instanceof Error ? error.message : String(error)}`,
              'Look for callbacks (`setTimeout`, event handlers, promises) in the `{ }` expressions and `export` code of this page and the snippets it imports that throw after the page is rendered.',
            ),
      ),
    );
    // Quire's own code never ends the thread, so page code did: the page being rendered, unless
    // the thread ended before it began (see lose()). A timer left by an earlier page that fires
    // during a render is blamed on that render: nothing tells the two apart.
    thread.on('exit', (code) =>
      this.lose(slot, thread, (culprit) =>
        pageError(culprit, 'mdx/renderer-stopped', `Rendering the page stopped Quire's render thread (exit code ${code}).`, 'Look for `process.exit()`, or other code that ends Node, in the `{ }` expressions and `export` code of this page and the snippets it imports.'),
      ),
    );
    return thread;
  }

  /** Sends queued jobs to idle threads, starting threads up to the limit while jobs wait. */
  private pump(): void {
    if (this.closed) return;
    while (this.queue.length) {
      const slot = this.slots.find((candidate) => !candidate.active) ?? (this.slots.length < this.maxThreads ? this.addSlot() : undefined);
      if (!slot) return;
      const next = this.queue.shift()!;
      slot.active = next;
      // Time limits count from the thread's "ready": loading MDX under load is not a runaway page.
      if (slot.ready) this.startTimer(slot, next);
      const thread = this.threadOf(slot);
      // A thread at work keeps the process alive (a build awaits it); an idle one does not.
      thread.ref();
      thread.postMessage(next.job);
    }
  }

  private startTimer(slot: Slot, pending: Pending): void {
    clearTimeout(pending.timer);
    pending.allowedMs = undefined;
    pending.timer = setTimeout(() => this.timedOut(slot, pending), this.timeoutMs);
    pending.timer.unref();
  }

  private settle(pending: Pending): Pending {
    clearTimeout(pending.timer);
    for (const slot of this.slots) {
      if (slot.active !== pending) continue;
      slot.active = undefined;
      slot.thread?.unref();
    }
    return pending;
  }

  /**
   * How long a job may take: the time limit for every PAGE_TEXT_PER_TIME_LIMIT of its page's file,
   * up to MOST_TIME_LIMITS_PER_PAGE times.
   * Asked only of a job past the limit, so an ordinary build looks at no file's size for it.
   */
  private allowedMs(job: PageJob): number {
    if (job.source.kind !== 'file') return this.timeoutMs;
    let size = 0;
    try {
      size = statSync(job.source.file).size;
    } catch {
      // Gone since: the limit as it is.
    }
    return this.timeoutMs * Math.min(MOST_TIME_LIMITS_PER_PAGE, Math.max(1, Math.ceil(size / PAGE_TEXT_PER_TIME_LIMIT)));
  }

  /** The page kept its thread busy: it gets the blame, and a new thread takes the slot. */
  private timedOut(slot: Slot, culprit: Pending): void {
    if (slot.active !== culprit) return;
    if (culprit.allowedMs === undefined) {
      culprit.allowedMs = this.allowedMs(culprit.job);
      if (culprit.allowedMs > this.timeoutMs) {
        culprit.timer = setTimeout(() => this.timedOut(slot, culprit), culprit.allowedMs - this.timeoutMs);
        culprit.timer.unref();
        return;
      }
    }
    this.replaceThread(slot);
    const seconds = Number((culprit.allowedMs / 1000).toFixed(2));
    this.settle(culprit).reject(
      pageError(
        culprit.job,
        'mdx/timeout',
        `The page did not finish rendering within ${seconds} s.`,
        'Look for a loop that never ends in the `{ }` expressions and `export` code of this page and the snippets it imports; or, for a page that is only slow, raise the limit with `--page-timeout`.',
      ),
    );
    this.pump();
  }

  /** A thread died (stopped by a page, a crash): the page it held fails, and a new thread takes the slot. */
  private lose(slot: Slot, thread: RenderThread, failure: (culprit: PageJob) => Error): void {
    if (slot.thread !== thread || this.closed) return;
    const active = slot.active;
    this.replaceThread(slot);
    if (active) {
      this.settle(active);
      // Code left running by the page before (a timer) ended the thread before this page was
      // begun: not its fault. It goes first to the next thread, once.
      if (!active.started && !active.retried) {
        active.retried = true;
        this.queue.unshift(active);
      } else {
        active.reject(failure(active.job));
      }
    }
    this.pump();
  }

  /** Ends a slot's thread (if still running); the slot starts a fresh one when next given a job. */
  private replaceThread(slot: Slot): void {
    const old = slot.thread;
    slot.thread = undefined;
    slot.ready = false;
    void old?.terminate();
  }
}

/** Rejects jobs asked for, or still running, when the pool closes: not a page's fault. */
export class ShutdownError extends Error {
  constructor() {
    super('Rendering was stopped.');
    this.name = 'ShutdownError';
  }
}

/** A mistake of the page `job` names, shown in its place like any other page error. */
function pageError(job: PageJob, rule: string, message: string, hint: string): UserError {
  return new UserError([{ file: path.relative(job.siteDir, job.source.file), severity: 'error', rule, message, hint }]);
}

/** True when `file` has not been saved since `time` (Date.now()); file times lag it by a few ms. */
function unchangedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs < time - 50;
  } catch {
    return false;
  }
}
