// Edit-to-reload: a real `quire dev` process (render thread included) on a generated site, with
// one page edited repeatedly and a scripted tab listening for its reload.
import { readFile, writeFile } from 'node:fs/promises';
import { versionOf } from '../src/dev/decorate.js';
import { listenForReload } from '../test/support/reload-listener.js';
import { startDev } from './first-page.js';

export interface ReloadFigures {
  reloadMedianMs: number;
  reloadP90Ms: number;
  samples: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Times file write → reload event received, once per sample, and puts the file back as it was.
 * `file` is the page at `route` (or a snippet it imports).
 */
export async function measureEditToReload(dir: string, cacheDir: string, options: { file: string; route: string; samples: number }): Promise<ReloadFigures> {
  const dev = await startDev(dir, cacheDir);
  const original = await readFile(options.file, 'utf8');
  const latencies: number[] = [];
  try {
    const pageUrl = new URL(options.route, dev.url);
    const edit = async (i: number, timeoutMs?: number): Promise<number> => {
      const version = versionOf(await (await fetch(pageUrl)).text()) ?? '';
      const listener = listenForReload(dev.url, options.route, version);
      try {
        await listener.ready;
        const written = performance.now();
        await writeFile(options.file, `${original}\n\nBenchmark edit ${i}.\n`);
        return (await listener.nextReload(timeoutMs)).receivedAt - written;
      } finally {
        listener.close();
      }
    };
    // The watcher starts after the first page: edit until one reload arrives, then time.
    for (let tries = 0; ; tries++) {
      try {
        await edit(-1 - tries, 2000);
        break;
      } catch (error) {
        if (tries === 10) throw error;
      }
    }
    for (let i = 0; i < options.samples; i++) latencies.push(await edit(i));
  } finally {
    await writeFile(options.file, original);
    await dev.stop();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return { reloadMedianMs: percentile(sorted, 0.5), reloadP90Ms: percentile(sorted, 0.9), samples: sorted.length };
}
