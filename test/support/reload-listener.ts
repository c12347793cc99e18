import { request, type ClientRequest } from 'node:http';
import { EVENTS_PATH } from '../../src/dev/dev-routes.js';

export interface ReloadMessage {
  route: string;
  version: string;
  /** performance.now() when the event arrived. */
  receivedAt: number;
}

export interface ReloadListener {
  /** Resolves once the server has registered this client. */
  ready: Promise<void>;
  /** The next reload event (one already received and not yet taken comes first). */
  nextReload(timeoutMs?: number): Promise<ReloadMessage>;
  /** Reload events received and not yet taken. */
  pending(): number;
  close(): void;
}

/**
 * A scripted stand-in for a browser tab showing `route` at `version`: what the benchmark and
 * the tests use to see the dev server's reload events without a browser.
 */
export function listenForReload(baseUrl: string, route: string, version: string): ReloadListener {
  const url = new URL(`${EVENTS_PATH}?${new URLSearchParams({ route, version })}`, baseUrl);
  const received: ReloadMessage[] = [];
  const waiting: ((message: ReloadMessage) => void)[] = [];
  let markReady!: () => void;
  let failReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });

  const onEvent = (event: string, data: string) => {
    if (event === 'ready') return markReady();
    if (event !== 'reload') return;
    const { route: r, version: v } = JSON.parse(data) as { route: string; version: string };
    const message = { route: r, version: v, receivedAt: performance.now() };
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  };

  const req: ClientRequest = request(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trim());
        }
        onEvent(event, data.join('\n'));
      }
    });
  });
  req.on('error', (error) => failReady(error));
  req.end();

  return {
    ready,
    pending: () => received.length,
    nextReload(timeoutMs = 10_000) {
      const early = received.shift();
      if (early) return Promise.resolve(early);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          reject(new Error(`No reload event for ${route} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = (message: ReloadMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(done);
      });
    },
    close: () => req.destroy(),
  };
}
