// Runs one build in this process and prints its figures as JSON, so the parent can read the
// peak memory of exactly one build (worker threads included: they share the process).
import { buildSite } from '../dist/publish/build-site.js';

// Flags: `--no-search`, and `--page-timeout=<seconds>` for pages that take long by their size alone.
const [dir, out, ...flags] = process.argv.slice(2);
const timeout = flags.find((flag) => flag.startsWith('--page-timeout='));
const result = await buildSite(dir, { outDir: out, search: !flags.includes('--no-search'), ...(timeout ? { pageTimeoutMs: 1000 * Number(timeout.split('=')[1]) } : {}) });
const errors = result.diagnostics.filter((d) => d.severity === 'error');
process.stdout.write(
  JSON.stringify({ ok: result.ok, pages: result.pages, ms: result.durationMs, searchMs: result.searchIndexMs ?? 0, maxRssMb: process.resourceUsage().maxRSS / 1024, errors: errors.slice(0, 3) }),
);
