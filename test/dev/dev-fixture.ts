import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { versionOf } from '../../src/dev/decorate.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import type { DevEvent } from '../../src/dev/dev-site.js';
import { listenForReload, type ReloadListener } from '../support/reload-listener.js';
import { makeSandbox } from '../serve/fixture.js';
import { rawRequest, type RawResponse } from '../serve/http-client.js';
import { fakeSource, type FakeSource } from './fake-source.js';

export interface DevFixture {
  site: string;
  source: FakeSource;
  server: DevServer;
  events: DevEvent[];
  get(target: string): Promise<RawResponse & { version: string }>;
  /** A client on `route` that has seen the page as it is now. */
  listen(route: string): Promise<ReloadListener>;
  write(file: string, content: string): Promise<void>;
  remove(file: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDevFixture(files: Record<string, string | Buffer>, options: { slowMs?: number; cacheSaveDelayMs?: number } = {}): Promise<DevFixture> {
  const sandbox = await makeSandbox(files);
  const source = fakeSource(options);
  const events: DevEvent[] = [];
  const server = await startDevServer({
    dir: sandbox.site,
    source,
    host: '127.0.0.1',
    port: 0,
    cacheSaveDelayMs: options.cacheSaveDelayMs,
    onEvent: (e) => events.push(e),
    onError: (e) => {
      throw e;
    },
  });
  await server.watching;
  const listeners: ReloadListener[] = [];
  const get = async (target: string) => {
    const res = await rawRequest(server.url, target);
    return { ...res, version: versionOf(res.text) ?? '' };
  };
  const at = (file: string) => path.join(sandbox.site, file);
  return {
    site: sandbox.site,
    source,
    server,
    events,
    get,
    async listen(route) {
      const listener = listenForReload(server.url, route, (await get(route)).version);
      listeners.push(listener);
      await listener.ready;
      return listener;
    },
    async write(file, content) {
      await mkdir(path.dirname(at(file)), { recursive: true });
      await writeFile(at(file), content);
    },
    remove: (file) => rm(at(file)),
    move: (from, to) => rename(at(from), at(to)),
    async close() {
      for (const listener of listeners) listener.close();
      await server.close();
      await sandbox.cleanup();
    },
  };
}

/** Waits long enough for the watcher and the coalescer to have delivered anything pending. */
export function settle(ms = 400): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
