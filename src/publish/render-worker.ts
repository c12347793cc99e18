import { parentPort, workerData } from 'node:worker_threads';
import { createSite } from '../site/site.js';
import type { SiteData } from '../site/types.js';
import type { ClientAssetUrls } from '../pipeline/client-assets.js';
import { renderAndWrite } from './render-and-write.js';

/** A render thread: receives batches of page indexes, writes their HTML, answers with what went wrong. */
const { data, outDir, siteUrl, assets } = workerData as { data: SiteData; outDir: string; siteUrl?: string; assets: ClientAssetUrls };
const site = createSite(data);

parentPort!.on('message', async (indexes: number[]) => {
  const results = [];
  for (const index of indexes) results.push(await renderAndWrite(site, site.pages[index]!, { outDir, siteUrl, assets }));
  parentPort!.postMessage(results);
});
