import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MOST_TIME_LIMITS_PER_PAGE, PAGE_TEXT_PER_TIME_LIMIT, RenderPool, type PageJob, type PageJobReply, type RenderThread } from '../../src/pipeline/render-pool.js';
import { isUserError } from '../../src/diagnostics.js';

/** A render thread the test drives: it records what it is sent and says what the test tells it to. */
class FakeThread extends EventEmitter {
  readonly sent: PageJob[] = [];
  postMessage(request: PageJob): void {
    this.sent.push(request);
  }
  reply(message: PageJobReply): void {
    this.emit('message', message);
  }
  terminate(): Promise<number> {
    return Promise.resolve(0);
  }
  ref(): void {}
  unref(): void {}
}

function renderer(options: { threads?: number } = {}): { bodies: RenderPool; threads: FakeThread[] } {
  const threads: FakeThread[] = [];
  const bodies = new RenderPool({
    ...options,
    startThread: () => {
      const thread = new FakeThread();
      threads.push(thread);
      thread.reply('ready');
      return thread as unknown as RenderThread;
    },
  });
  return { bodies, threads };
}

const page = { frontmatter: {}, html: '<p>ok</p>', toc: [], text: 'ok', dependencies: [], warnings: [] };
const settled = <T>(promise: Promise<T>) => promise.then(
  (value) => ({ value }),
  (error: unknown) => ({ error }),
);

describe('RenderPool, when a thread ends', () => {
  it('blames the page the thread had begun', async () => {
    const { bodies, threads } = renderer();
    const crash = settled(bodies.render({ kind: 'file', file: '/site/crash.mdx' }, '/site'));
    const [request] = threads[0]!.sent;
    threads[0]!.reply({ id: request!.id, started: true });
    threads[0]!.emit('exit', 3);
    const { error } = (await crash) as { error: unknown };
    expect(isUserError(error)).toBe(true);
    expect((error as { diagnostics: { file: string; rule: string }[] }).diagnostics[0]).toMatchObject({ file: 'crash.mdx', rule: 'mdx/renderer-stopped' });
    await bodies.close();
  });

  it('sends a page sent but not yet begun to a new thread: code left by the page before ended the thread', async () => {
    const { bodies, threads } = renderer();
    const first = bodies.render({ kind: 'file', file: '/site/late-exit.mdx' }, '/site');
    const second = settled(bodies.render({ kind: 'file', file: '/site/innocent.mdx' }, '/site'));
    const [firstRequest] = threads[0]!.sent;
    threads[0]!.reply({ id: firstRequest!.id, started: true });
    threads[0]!.reply({ id: firstRequest!.id, ok: true, page });
    await expect(first).resolves.toEqual(page);
    // The second page is sent, then the first page's timer ends the thread before it begins.
    const secondRequest = threads[0]!.sent[1]!;
    expect(secondRequest.source.file).toBe('/site/innocent.mdx');
    threads[0]!.emit('exit', 4);
    expect(threads).toHaveLength(2);
    expect(threads[1]!.sent).toEqual([secondRequest]);
    threads[1]!.reply({ id: secondRequest.id, started: true });
    threads[1]!.reply({ id: secondRequest.id, ok: true, page });
    expect(await second).toEqual({ value: page });
    await bodies.close();
  });

  it('gives up on a page after a second thread ends before beginning it', async () => {
    const { bodies, threads } = renderer();
    const stuck = settled(bodies.render({ kind: 'file', file: '/site/page.mdx' }, '/site'));
    threads[0]!.emit('exit', 1);
    threads[1]!.emit('exit', 1);
    expect(threads).toHaveLength(2);
    const { error } = (await stuck) as { error: unknown };
    expect((error as { diagnostics: { rule: string }[] }).diagnostics[0]!.rule).toBe('mdx/renderer-stopped');
    await bodies.close();
  });
});

describe('RenderPool with several threads', () => {
  it('spreads queued pages over its threads, starting one only when pages wait', async () => {
    const { bodies, threads } = renderer({ threads: 3 });
    expect(threads).toHaveLength(1);
    const first = bodies.render({ kind: 'file', file: '/site/a.mdx' }, '/site');
    expect(threads).toHaveLength(1);
    const second = bodies.render({ kind: 'file', file: '/site/b.mdx' }, '/site');
    const third = bodies.render({ kind: 'file', file: '/site/c.mdx' }, '/site');
    const fourth = bodies.render({ kind: 'file', file: '/site/d.mdx' }, '/site');
    expect(threads.map((thread) => thread.sent.map((job) => job.source.file))).toEqual([['/site/a.mdx'], ['/site/b.mdx'], ['/site/c.mdx']]);
    // The first thread to finish takes the page left waiting.
    const b = threads[1]!.sent[0]!;
    threads[1]!.reply({ id: b.id, ok: true, page });
    await expect(second).resolves.toEqual(page);
    expect(threads[1]!.sent.map((job) => job.source.file)).toEqual(['/site/b.mdx', '/site/d.mdx']);
    for (const [thread, job] of [[threads[0]!, threads[0]!.sent[0]!], [threads[2]!, threads[2]!.sent[0]!], [threads[1]!, threads[1]!.sent[1]!]] as const) thread.reply({ id: job.id, ok: true, page });
    await expect(Promise.all([first, third, fourth])).resolves.toEqual([page, page, page]);
    await bodies.close();
  });

  it('blames only the page whose thread ended; the other threads go on', async () => {
    const { bodies, threads } = renderer({ threads: 2 });
    const crash = settled(bodies.render({ kind: 'file', file: '/site/crash.mdx' }, '/site'));
    const fine = bodies.render({ kind: 'file', file: '/site/fine.mdx' }, '/site');
    const crashJob = threads[0]!.sent[0]!;
    threads[0]!.reply({ id: crashJob.id, started: true });
    threads[0]!.emit('exit', 9);
    expect(((await crash) as { error: { diagnostics: { file: string; rule: string }[] } }).error.diagnostics[0]).toMatchObject({ file: 'crash.mdx', rule: 'mdx/renderer-stopped' });
    threads[1]!.reply({ id: threads[1]!.sent[0]!.id, ok: true, page });
    await expect(fine).resolves.toEqual(page);
    await bodies.close();
  });
});

/** A pool with a time limit, whose threads say they are ready once it listens: time limits count from a thread's "ready". */
function timedPool(timeoutMs: number): { pool: RenderPool; threads: FakeThread[] } {
  const threads: FakeThread[] = [];
  const pool = new RenderPool({
    timeoutMs,
    startThread: () => {
      const thread = new FakeThread();
      threads.push(thread);
      queueMicrotask(() => thread.reply('ready'));
      return thread as unknown as RenderThread;
    },
  });
  return { pool, threads };
}

describe('RenderPool time limit', () => {
  it('stops a check that runs past it, as it does a render, and reports it at the page', async () => {
    const { pool, threads } = timedPool(50);
    const stuck = settled(pool.check({ kind: 'file', file: '/site/guides/hang.mdx' }, '/site'));
    const { error } = (await stuck) as { error: { diagnostics: { file: string; rule: string; message: string }[] } };
    expect(error.diagnostics[0]).toMatchObject({ file: 'guides/hang.mdx', rule: 'mdx/timeout', message: 'The page did not finish rendering within 0.05 s.' });
    // The stuck thread was replaced: the next job goes to a fresh one.
    const next = pool.check({ kind: 'file', file: '/site/next.mdx' }, '/site');
    expect(threads).toHaveLength(2);
    threads[1]!.reply({ id: threads[1]!.sent[0]!.id, ok: true, checked: { diagnostics: [] } });
    await expect(next).resolves.toEqual({ diagnostics: [] });
    await pool.close();
  });

  it('gives a page file the limit once for every 256 KB of its text, eight times at most, and stops it after that', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-time-limit-'));
    const large = path.join(dir, 'large.mdx');
    await writeFile(large, 'x'.repeat(PAGE_TEXT_PER_TIME_LIMIT * 2 + 1));
    await writeFile(path.join(dir, 'small.mdx'), 'x');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { pool: bodies, threads } = timedPool(1000);
      const slow = settled(bodies.render({ kind: 'file', file: large }, dir));
      let done = false;
      void slow.then(() => (done = true));
      // Three times the limit for a page of just over 512 KB: still rendering after two.
      await vi.advanceTimersByTimeAsync(2999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const { error } = (await slow) as { error: { diagnostics: { file: string; rule: string; message: string }[] } };
      expect(error.diagnostics[0]).toMatchObject({ file: 'large.mdx', rule: 'mdx/timeout', message: 'The page did not finish rendering within 3 s.' });
      // A page of any size gets at most MOST_TIME_LIMITS_PER_PAGE limits.
      const huge = path.join(dir, 'huge.mdx');
      await writeFile(huge, 'x'.repeat(PAGE_TEXT_PER_TIME_LIMIT * (MOST_TIME_LIMITS_PER_PAGE + 4)));
      const endless = settled(bodies.render({ kind: 'file', file: huge }, dir));
      await vi.advanceTimersByTimeAsync(MOST_TIME_LIMITS_PER_PAGE * 1000);
      expect(((await endless) as { error: { diagnostics: { message: string }[] } }).error.diagnostics[0]!.message).toBe(`The page did not finish rendering within ${MOST_TIME_LIMITS_PER_PAGE} s.`);
      // A small page gets the limit itself.
      const quick = settled(bodies.render({ kind: 'file', file: path.join(dir, 'small.mdx') }, dir));
      await vi.advanceTimersByTimeAsync(1000);
      expect(((await quick) as { error: { diagnostics: { message: string }[] } }).error.diagnostics[0]!.message).toBe('The page did not finish rendering within 1 s.');
      // Each stuck thread was replaced: the small page went to a third one.
      expect(threads).toHaveLength(3);
      await bodies.close();
    } finally {
      vi.useRealTimers();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the process alive while a thread works, and not while every thread is idle', async () => {
    const calls: string[] = [];
    const thread = Object.assign(new FakeThread(), { ref: () => calls.push('ref'), unref: () => calls.push('unref') });
    const pool = new RenderPool({ startThread: () => (thread.reply('ready'), thread as unknown as RenderThread) });
    const rendered = pool.render({ kind: 'file', file: '/site/a.mdx' }, '/site');
    expect(calls.at(-1)).toBe('ref');
    thread.reply({ id: thread.sent[0]!.id, ok: true, page });
    await rendered;
    expect(calls.at(-1)).toBe('unref');
    await pool.close();
  });
});
