// `npm run bench [-- --sizes 100,1000,10000]`: builds generated sites of N pages and docs/, and
// prints build time, pages/s, peak memory, dev-server figures and page weight.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { measureCheck } from './check-speed.js';
import { generateSite } from './generate-site.js';
import { pageWeight } from './page-weight.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const work = path.join(os.tmpdir(), 'quire-bench');
const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '100,1000,10000').split(',').map(Number);

interface BuildFigures {
  ok: boolean;
  pages: number;
  ms: number;
  maxRssMb: number;
  errors: unknown[];
}

async function buildOnce(dir: string, out: string): Promise<BuildFigures> {
  const { stdout } = await run(process.execPath, [path.join(root, 'bench/build-once.js'), dir, out], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout);
}

interface DevFigures {
  firstPageMs: number;
  reloadMedianMs: number;
  reloadP90Ms: number;
  samples: number;
}

async function devOnce(dir: string): Promise<DevFigures> {
  const { stdout } = await run(process.execPath, [path.join(root, 'bench/dev-once.js'), dir], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as DevFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Quire benchmark on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`);

console.log('Build                 pages   seconds   pages/s   peak memory');
for (const size of sizes) {
  const dir = path.join(work, `site-${size}`);
  await generateSite(dir, size);
  const result = await buildOnce(dir, path.join(work, `out-${size}`));
  if (!result.ok) throw new Error(`The ${size}-page build failed: ${JSON.stringify(result.errors)}`);
  const seconds = result.ms / 1000;
  console.log(`generated ${String(size).padEnd(10)} ${String(result.pages).padStart(6)} ${seconds.toFixed(2).padStart(9)} ${Math.round(result.pages / seconds).toString().padStart(9)} ${`${Math.round(result.maxRssMb)} MB`.padStart(13)}`);
}

const docsOut = path.join(work, 'out-docs');
const docs = await buildOnce(path.join(root, 'docs'), docsOut);
if (!docs.ok) throw new Error(`Building docs/ failed: ${JSON.stringify(docs.errors)}`);
console.log(`docs/                ${String(docs.pages).padStart(6)} ${(docs.ms / 1000).toFixed(2).padStart(9)}`);

console.log('\nDev server');
for (const size of sizes.filter((s) => s >= 1000)) {
  const figures = await devOnce(path.join(work, `site-${size}`));
  console.log(`${size} pages: first page ${figures.firstPageMs.toFixed(0)} ms after start; edit-to-reload median ${figures.reloadMedianMs.toFixed(1)} ms (p90 ${figures.reloadP90Ms.toFixed(1)} ms, ${figures.samples} edits)`);
}

const check = await measureCheck(path.join(work, 'check-5000'), 5000);
console.log(`\nquire check on 5,000 groups (10,000 entries, 1,000 missing pages): ${check.ms.toFixed(0)} ms, ${check.diagnostics} problems`);

const weight = await pageWeight(docsOut, 'quickstart');
console.log(`\nPage weight of docs/quickstart, gzipped: HTML ${kb(weight.html)}, JS ${kb(weight.js)}, CSS ${kb(weight.css)}`);
