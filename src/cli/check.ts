import { statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from './command.js';
import { countsByRule, formatDiagnostics, formatGithub } from './report.js';
import { errorLabel } from './error-label.js';
import { pageTimeoutMs, pageTimeoutOption } from './page-timeout.js';

const FORMATS = ['text', 'json', 'github'];

export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate docs.json, check that every page in navigation exists, and check every page',
  usage: 'quire check [dir] [--format text|json|github] [--strict] [--external] [--untrusted] [--page-timeout 20]',
  optionHelp: {
    format: 'Output format: `text` (default, eslint style, then counts by rule), `json` (an array of diagnostics) or `github` (GitHub Actions annotations)',
    strict: 'Treat every warning as an error, so any warning fails the check (exit 1), for CI',
    external: 'Also request every external link (8 at a time, 10 s each) and warn about those that fail',
    untrusted: 'Also warn about the code `quire build --untrusted` would leave out of each page',
    ...pageTimeoutOption.optionHelp,
  },
  options: {
    format: { type: 'string', short: 'f', default: 'text' },
    strict: { type: 'boolean' },
    external: { type: 'boolean' },
    untrusted: { type: 'boolean' },
    ...pageTimeoutOption.options,
  },
  maxPositionals: 1,
  async run(args, io) {
    const format = String(args.values.format ?? 'text');
    if (!FORMATS.includes(format)) {
      io.stderr(`${errorLabel(io)} Unknown format \`${format}\`: expected \`text\`, \`json\` or \`github\`.\n`);
      return 2;
    }
    const timeout = pageTimeoutMs(args, io);
    if (typeof timeout === 'number') return timeout;
    const siteDir = path.resolve(io.cwd, args.positionals[0] ?? '.');
    if (!statSync(siteDir, { throwIfNoEntry: false })?.isDirectory()) {
      io.stderr(`${errorLabel(io)} No folder at ${siteDir}.\nUsage: ${checkCommand.usage}\n`);
      return 2;
    }
    // Paths as the user would type them from where they ran the command.
    const { runChecks } = await import('../check/run.js');
    const startedAt = performance.now();
    const stats = { pages: 0 };
    const diagnostics = (
      await runChecks(siteDir, { pageTimeoutMs: timeout.ms, strict: args.values.strict === true, external: args.values.external === true, untrusted: args.values.untrusted === true, stats })
    ).map((d) => ({ ...d, file: path.relative(io.cwd, path.join(siteDir, d.file)) }));
    if (format === 'json') io.stdout(`${JSON.stringify(diagnostics, null, 2)}\n`);
    else if (format === 'github') io.stdout(formatGithub(diagnostics));
    else {
      io.stdout(formatDiagnostics(diagnostics, { color: io.isTTY && !io.env.NO_COLOR }));
      if (diagnostics.length) io.stdout(`By rule:\n${countsByRule(diagnostics)}\n`);
      io.stdout(`Checked ${stats.pages} page${stats.pages === 1 ? '' : 's'} in ${((performance.now() - startedAt) / 1000).toFixed(2)} s.\n`);
    }
    return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
  },
};
