// Dev-server figures for the benchmark: time to the first page after start, and the latency
// from saving a page to the open tab receiving its reload.
import path from 'node:path';
import { measureEditToReload, measureTimeToFirstPage } from '../src/dev/bench-hooks.js';

export interface DevFigures {
  firstPageMs: number;
  reloadMedianMs: number;
  reloadP90Ms: number;
  samples: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Measures a generated site (see generate-site.ts): its page `p/1` is the one edited. */
export async function measureDev(dir: string): Promise<DevFigures> {
  const first = await measureTimeToFirstPage({ dir, route: '/p/0' });
  try {
    const latencies = await measureEditToReload(first.server, { file: path.join(dir, 'p/1.mdx'), route: '/p/1', samples: 15 });
    const sorted = [...latencies].sort((a, b) => a - b);
    return { firstPageMs: first.firstPageMs, reloadMedianMs: percentile(sorted, 0.5), reloadP90Ms: percentile(sorted, 0.9), samples: sorted.length };
  } finally {
    await first.server.close();
  }
}
