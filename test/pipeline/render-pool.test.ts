import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RenderPool, type PageJob, type PageJobReply, type RenderThread } from '../../src/pipeline/render-pool.js';
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
