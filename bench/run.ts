// `npm run bench [-- --sizes 100,1000,10000]`: builds generated sites of N pages and docs/, and
// prints build time, pages/s, peak memory, dev-server figures and page weight.
import { execFile } from 'node:child_process';
import { appendFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { finish, machine, record } from './baseline.js';
import { measureCheck } from './check-speed.js';
import { measureEditToReload } from './edit-to-reload.js';
import { timeFirstPage } from './first-page.js';
import { generateSite } from './generate-site.js';
import { generateLargePage, LARGE_PAGE_TARGET } from './large-pages.js';
import { OPENAPI_SITES, openapiSite } from './openapi-sites.js';
import { pageWeight } from './page-weight.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const work = path.join(os.tmpdir(), 'quire-bench');
const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '100,1000,10000').split(',').map(Number);
const compare = process.argv.includes('--compare');

interface BuildFigures {
  ok: boolean;
  pages: number;
  ms: number;
  /** Of `ms`, the wait for the search index after the last page (Pagefind indexes while pages render). */
  searchMs: number;
  maxRssMb: number;
  errors: unknown[];
}

/** One build in a fresh process with the render cache in `cache` (emptied first when `fresh`). */
async function buildOnce(dir: string, out: string, cache: string, fresh: boolean, search = true): Promise<BuildFigures> {
  if (fresh) await rm(cache, { recursive: true, force: true });
  const env = { ...process.env, QUIRE_CACHE_DIR: cache };
  const { stdout } = await run(process.execPath, [path.join(root, 'bench/build-once.js'), dir, out, ...(search ? [] : ['--no-search'])], { maxBuffer: 1 << 24, env });
  const figures = JSON.parse(stdout) as BuildFigures;
  if (!figures.ok) throw new Error(`Building ${dir} failed: ${JSON.stringify(figures.errors)}`);
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Quire benchmark on ${machine()}\n`);

// Cold: an empty render cache, as on a fresh clone or after upgrading Quire. Rebuild: the same
// site again with the cache the cold build left, as in CI with a kept cache or on a second build.
console.log('Build                 pages   seconds   pages/s   peak memory   rebuild (cached)   search index, after the last page');
const row = (label: string, cold: BuildFigures, again: BuildFigures) =>
  `${label.padEnd(20)} ${String(cold.pages).padStart(6)} ${(cold.ms / 1000).toFixed(2).padStart(9)} ${Math.round(cold.pages / (cold.ms / 1000)).toString().padStart(9)} ${`${Math.round(cold.maxRssMb)} MB`.padStart(13)} ${`${(again.ms / 1000).toFixed(2)} s`.padStart(18)} ${`${(cold.searchMs / 1000).toFixed(2)} s (${Math.round((100 * cold.searchMs) / (cold.ms - cold.searchMs))}% added)`.padStart(36)}`;
/** Records a build's figures under `label` for bench/baseline.json. */
function recordBuild(label: string, cold: BuildFigures, again: BuildFigures): void {
  record(`${label}: cold build`, cold.ms / 1000, 's');
  record(`${label}: pages/s`, cold.pages / (cold.ms / 1000), 'pages/s');
  record(`${label}: peak memory`, cold.maxRssMb, 'MB');
  record(`${label}: cached rebuild`, again.ms / 1000, 's');
  record(`${label}: search index after the last page`, cold.searchMs / 1000, 's');
}

const edits: string[] = [];
const indexing: string[] = [];
for (const size of sizes) {
  const dir = path.join(work, `site-${size}`);
  await generateSite(dir, size);
  // A build records what it made only from files saved over 2 s before (util/file-stamp.ts), as
  // a site's files are when it is built: the next build keeps those pages' files.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const cache = path.join(work, `cache-build-${size}`);
  const out = path.join(work, `out-${size}`);
  const cold = await buildOnce(dir, out, cache, true);
  const again = await buildOnce(dir, out, cache, false);
  console.log(row(`generated ${size}`, cold, again));
  recordBuild(`generated ${size}`, cold, again);
  if (size >= 1000) {
    // What search costs a build: Pagefind indexes in its own process while pages render, so the
    // wait after the last page understates it. Cold builds without and with it, alternating
    // (the VM's speed drifts), each into a fresh folder; the faster of each kind counts.
    const [without, withSearch] = [[] as number[], [] as number[]];
    for (let round = 0; round < 2; round++) {
      for (const search of [false, true]) {
        await rm(out, { recursive: true, force: true });
        (search ? withSearch : without).push((await buildOnce(dir, out, cache, true, search)).ms);
      }
    }
    const [bare, full] = [Math.min(...without), Math.min(...withSearch)];
    const added = (100 * (full - bare)) / bare;
    record(`generated ${size}: build time search adds`, added, '%');
    indexing.push(`${size} pages: ${(bare / 1000).toFixed(2)} s without, ${(full / 1000).toFixed(2)} s with (${Math.round(added)}% added)`);
  }
  // One page edited, the rest from the cache: what a second build in CI does after one commit.
  await appendFile(path.join(dir, 'p/1.mdx'), '\nOne more sentence.\n');
  const edited = await buildOnce(dir, out, cache, false);
  record(`generated ${size}: rebuild after editing one page`, edited.ms / 1000, 's');
  edits.push(`${size} pages: ${(edited.ms / 1000).toFixed(2)} s`);
}
console.log(`Rebuild after editing one page: ${edits.join('; ')}`);
console.log(`Search index, cold builds with and without it (target: ≤ 20% added): ${indexing.join('; ')}`);

const docsOut = path.join(work, 'out-docs');
const docsCache = path.join(work, 'cache-build-docs');
const docs = await buildOnce(path.join(root, 'docs'), docsOut, docsCache, true);
const docsAgain = await buildOnce(path.join(root, 'docs'), docsOut, docsCache, false);
console.log(row('docs/', docs, docsAgain));
recordBuild('docs/', docs, docsAgain);

// One endpoint page per operation of the largest real specs.
for (const site of OPENAPI_SITES) {
  const dir = path.join(work, `openapi-${site.folder.split('/')[0]}`);
  if (!(await openapiSite(path.resolve(root, '../shared/openapi'), dir, site))) {
    console.log(`${site.name}: skipped, ../shared/openapi is not here`);
    continue;
  }
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const cache = path.join(work, `cache-openapi-${site.folder.split('/')[0]}`);
  const cold = await buildOnce(dir, path.join(dir, '..', `out-openapi-${site.folder.split('/')[0]}`), cache, true);
  const again = await buildOnce(dir, path.join(dir, '..', `out-openapi-${site.folder.split('/')[0]}`), cache, false);
  console.log(row(`${site.name} API`, cold, again));
  recordBuild(`${site.name} API`, cold, again);
}

// The builds above leave hundreds of megabytes of output for the kernel to write back: let it
// finish first, or the dev server's start is timed against that disk work.
await run('sync');
console.log('\nDev server: first page from `quire dev` starting (new process), median of 3');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const size of sizes.filter((s) => s >= 1000)) {
  const dir = path.join(work, `site-${size}`);
  // Cold: an empty cache, as on a fresh clone. Warm: the cache the cold start left, as on any restart.
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const cache = path.join(work, `cache-dev-${size}-${i}`);
    await rm(cache, { recursive: true, force: true });
    cold.push(await timeFirstPage(dir, cache));
    warm.push(await timeFirstPage(dir, cache));
  }
  // The generated sites (generate-site.ts) have the home page and p/1 … p/N-1; p/1 is edited.
  const figures = await measureEditToReload(dir, path.join(work, `cache-dev-${size}-0`), { file: path.join(dir, 'p/1.mdx'), route: '/p/1', samples: 15 });
  record(`dev ${size}: first page, cold`, median(cold), 'ms');
  record(`dev ${size}: first page, restart`, median(warm), 'ms');
  record(`dev ${size}: edit-to-reload median`, figures.reloadMedianMs, 'ms');
  console.log(
    `${size} pages: first page ${median(cold).toFixed(0)} ms cold, ${median(warm).toFixed(0)} ms on restart; edit-to-reload median ${figures.reloadMedianMs.toFixed(1)} ms (p90 ${figures.reloadP90Ms.toFixed(1)} ms, ${figures.samples} edits)`,
  );
}

console.log(`\nOne large page (target: ≤ ${LARGE_PAGE_TARGET.secondsPerMb} s and ≤ ${LARGE_PAGE_TARGET.memoryMbPerMb} MB of peak memory per MB of page, above docs/'s)`);
for (const kind of ['paragraphs', 'table'] as const) {
  for (const megabytes of [0.5, 1]) {
    const dir = path.join(work, `large-${kind}-${megabytes}`);
    await generateLargePage(dir, kind, megabytes);
    const figures = await buildOnce(dir, path.join(work, `out-large-${kind}-${megabytes}`), path.join(work, 'cache-large'), true);
    const seconds = figures.ms / 1000 / megabytes;
    const memory = (figures.maxRssMb - docs.maxRssMb) / megabytes;
    record(`large ${kind} page ${megabytes} MB: build`, figures.ms / 1000, 's');
    record(`large ${kind} page ${megabytes} MB: peak memory`, figures.maxRssMb, 'MB');
    const met = seconds <= LARGE_PAGE_TARGET.secondsPerMb && memory <= LARGE_PAGE_TARGET.memoryMbPerMb;
    console.log(`${kind} ${megabytes} MB: ${(figures.ms / 1000).toFixed(2)} s, ${Math.round(figures.maxRssMb)} MB peak; per MB ${seconds.toFixed(1)} s, ${Math.round(memory)} MB ${met ? '(target met)' : '(TARGET MISSED)'}`);
  }
}

const check = await measureCheck(path.join(work, 'check-5000'), 5000);
record('quire check, 5,000 groups', check.ms, 'ms');
console.log(`\nquire check on 5,000 groups (10,000 entries, 1,000 missing pages): ${check.ms.toFixed(0)} ms, ${check.diagnostics} problems`);

const weight = await pageWeight(docsOut, 'quickstart');
console.log(`\nPage weight of docs/quickstart, gzipped: HTML ${kb(weight.html)}, JS ${kb(weight.js)} (page script and ${weight.features.length ? weight.features.join(", ") : "no features"}), CSS ${kb(weight.css)}; font (preloaded, not gzipped) ${kb(weight.font)}`);
const endpoint = await pageWeight(docsOut, 'api-reference/post-v1-anvils');
console.log(`Page weight of docs/api-reference/post-v1-anvils (an endpoint page), gzipped: HTML ${kb(endpoint.html)}, JS ${kb(endpoint.js)} (page script and ${endpoint.features.length ? endpoint.features.join(', ') : 'no features'}), CSS ${kb(endpoint.css)}`);
for (const [page, figures] of [['docs/quickstart', weight], ['docs/api-reference/post-v1-anvils', endpoint]] as const) {
  record(`${page}: HTML gzipped`, figures.html / 1024, 'KB');
  record(`${page}: JS gzipped`, figures.js / 1024, 'KB');
  record(`${page}: CSS gzipped`, figures.css / 1024, 'KB');
}

await finish(compare);
