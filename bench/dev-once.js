// Edit-to-reload in a fresh process running the built code: a real dev server (render thread
// included) on the generated site, with one page edited repeatedly.
// Prints { reloadMedianMs, reloadP90Ms, samples } as JSON.
import path from 'node:path';
import { measureEditToReload, measureTimeToFirstPage } from '../dist/dev/bench-hooks.js';

const dir = process.argv[2];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// The generated sites (generate-site.ts) have the home page and p/1 … p/N-1; p/1 is edited.
const first = await measureTimeToFirstPage({ dir, route: '/' });
try {
  const latencies = await measureEditToReload(first.server, { file: path.join(dir, 'p/1.mdx'), route: '/p/1', samples: 15 });
  const sorted = [...latencies].sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ reloadMedianMs: percentile(sorted, 0.5), reloadP90Ms: percentile(sorted, 0.9), samples: sorted.length }));
} finally {
  await first.server.close();
}
