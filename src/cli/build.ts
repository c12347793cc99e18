import path from 'node:path';
import pc from 'picocolors';
import { keepSiteCache } from '../cache/prune-site-caches.js';
import type { Command } from './command.js';
import { pageTimeoutMs, pageTimeoutOption } from './page-timeout.js';
import { progressLine } from './progress.js';
import { formatDiagnostics } from './report.js';

export const buildCommand: Command = {
  name: 'build',
  summary: 'Build the static site: HTML pages, llms.txt, sitemap and assets',
  usage: 'quire build [dir] [--out dist] [--site-url https://docs.example.com] [--base /docs/] [--strict] [--untrusted] [--page-timeout 20]',
  maxPositionals: 1,
  options: {
    out: { type: 'string', short: 'o' },
    'site-url': { type: 'string' },
    base: { type: 'string' },
    strict: { type: 'boolean' },
    untrusted: { type: 'boolean' },
    ...pageTimeoutOption.options,
  },
  optionHelp: {
    out: 'Output folder (default: dist, in the current folder). Replaced only when the build succeeds.',
    'site-url': 'The address the site is published at, for absolute URLs (or set QUIRE_SITE_URL)',
    base: 'The path the site is published under, such as /docs/ for a GitHub Pages project site (default: the path of --site-url, else /)',
    strict: 'Treat every warning as an error: the build fails and the output stays as it was (for CI)',
    untrusted: 'Run no code from pages, for changes you have not reviewed (pull requests from forks): `{ }` expressions, exports and imports other than .md/.mdx snippets are left out, each with a warning',
    ...pageTimeoutOption.optionHelp,
  },
  async run(args, io) {
    const dir = path.resolve(io.cwd, args.positionals[0] ?? '.');
    const outDir = path.resolve(io.cwd, (args.values.out as string | undefined) ?? 'dist');
    const siteUrl = (args.values['site-url'] as string | undefined) ?? io.env.QUIRE_SITE_URL;
    const timeout = pageTimeoutMs(args, io);
    if (typeof timeout === 'number') return timeout;
    const color = io.isTTY;
    const progress = progressLine(io, 'Rendering');
    // Marked before the build, so a run on another site meanwhile cannot take this cache for unused.
    const tidying = keepSiteCache(dir);
    const { buildSite } = await import('../publish/build-site.js');
    const result = await buildSite(dir, { outDir, siteUrl, base: args.values.base as string | undefined, strict: args.values.strict === true, untrusted: args.values.untrusted === true, pageTimeoutMs: timeout.ms, onProgress: progress.update });
    progress.clear();
    await tidying;

    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = result.diagnostics.length - errors;
    if (result.diagnostics.length) io.stderr(formatDiagnostics(result.diagnostics, { color }));
    const seconds = (result.durationMs / 1000).toFixed(2);
    const tally = `${warnings} warning${warnings === 1 ? '' : 's'}`;
    if (!result.ok) {
      io.stderr(`${color ? pc.red('✖') : 'x'} Build failed: ${errors} error${errors === 1 ? '' : 's'}, ${tally}. ${path.relative(io.cwd, outDir) || '.'} was left as it was.\n`);
      return 1;
    }
    io.stderr(`${color ? pc.green('✔') : 'ok'} Built ${result.pages} pages in ${seconds}s with ${tally} → ${path.relative(io.cwd, outDir) || '.'}\n`);
    return 0;
  },
};
