// Runs one build in this process and prints its figures as JSON, so the parent can read the
// peak memory of exactly one build (worker threads included: they share the process).
import { buildSite } from '../dist/publish/build-site.js';

const [dir, out, flag] = process.argv.slice(2);
const result = await buildSite(dir, { outDir: out, search: flag !== '--no-search' });
const errors = result.diagnostics.filter((d) => d.severity === 'error');
process.stdout.write(
  JSON.stringify({ ok: result.ok, pages: result.pages, ms: result.durationMs, searchMs: result.searchIndexMs ?? 0, maxRssMb: process.resourceUsage().maxRSS / 1024, errors: errors.slice(0, 3) }),
);
