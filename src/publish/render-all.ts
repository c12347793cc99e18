import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Site } from '../site/types.js';
import { siteData } from '../site/site.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import { renderAndWrite, type PageOutcome } from './render-and-write.js';

export interface RenderAllOptions {
  outDir: string;
  siteUrl?: string;
  assets: ClientAssetUrls;
  onProgress?: (done: number, total: number) => void;
}

const BATCH = 16;
/** Below this many pages, starting threads (each loads MDX and Shiki) costs more than it saves. */
const MIN_PAGES_FOR_THREADS = 200;

// '../publish/' rather than './': in dist/ this code may sit in a shared chunk (dist/chunks/).
const workerUrl = new URL('../publish/render-worker.js', import.meta.url);
// Under vitest the sources are TypeScript, which a worker thread cannot load; render in-process there.
const threadsAvailable = import.meta.url.endsWith('.js');

async function renderInProcess(site: Site, options: RenderAllOptions): Promise<PageOutcome[]> {
  const outcomes: PageOutcome[] = [];
  for (const page of site.pages) {
    outcomes.push(await renderAndWrite(site, page, options));
    options.onProgress?.(outcomes.length, site.pages.length);
  }
  return outcomes;
}

function renderInThreads(site: Site, options: RenderAllOptions, threads: number): Promise<PageOutcome[]> {
  const total = site.pages.length;
  const outcomes: PageOutcome[] = [];
  let next = 0;
  const workerData = { data: siteData(site), outDir: options.outDir, siteUrl: options.siteUrl, assets: options.assets };
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let finished = 0;
    const feed = (worker: Worker) => {
      if (next >= total) {
        void worker.terminate();
        if (++finished === workers.length) resolve(outcomes);
        return;
      }
      const batch = Array.from({ length: Math.min(BATCH, total - next) }, (_, i) => next + i);
      next += batch.length;
      worker.postMessage(batch);
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(workerUrl, { workerData });
      workers.push(worker);
      worker.on('message', (results: PageOutcome[]) => {
        outcomes.push(...results);
        options.onProgress?.(outcomes.length, total);
        feed(worker);
      });
      worker.on('error', (error) => {
        for (const w of workers) void w.terminate();
        reject(error);
      });
      feed(worker);
    }
  });
}

/** Renders and writes every page, on worker threads when the site is large enough to gain. */
export async function renderAll(site: Site, options: RenderAllOptions): Promise<PageOutcome[]> {
  const threads = Math.min(availableParallelism(), 4);
  if (!threadsAvailable || threads < 2 || site.pages.length < MIN_PAGES_FOR_THREADS) return renderInProcess(site, options);
  return renderInThreads(site, options, threads);
}
