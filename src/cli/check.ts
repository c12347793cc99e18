import { statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from './command.js';
import { formatDiagnostics } from './report.js';
import { errorLabel } from './error-label.js';
import { pageTimeoutMs, pageTimeoutOption } from './page-timeout.js';

const FORMATS = ['text', 'json'];

export const checkCommand: Command = {
  name: 'check',
  summary: 'Validate docs.json, check that every page in navigation exists, and check every page',
  usage: 'quire check [dir] [--format text|json] [--strict] [--untrusted] [--page-timeout 20]',
  optionHelp: {
    format: 'Output format: `text` (default, eslint style) or `json` (an array of diagnostics)',
    strict: 'Treat every warning as an error, so any warning fails the check (exit 1), for CI',
    untrusted: 'Also warn about the code `quire build --untrusted` would leave out of each page',
    ...pageTimeoutOption.optionHelp,
  },
  options: {
    format: { type: 'string', short: 'f', default: 'text' },
    strict: { type: 'boolean' },
    untrusted: { type: 'boolean' },
    ...pageTimeoutOption.options,
  },
  maxPositionals: 1,
  async run(args, io) {
    const format = String(args.values.format ?? 'text');
    if (!FORMATS.includes(format)) {
      io.stderr(`${errorLabel(io)} Unknown format \`${format}\`: expected \`text\` or \`json\`.\n`);
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
    const diagnostics = (await runChecks(siteDir, { pageTimeoutMs: timeout.ms, strict: args.values.strict === true, untrusted: args.values.untrusted === true })).map((d) => ({ ...d, file: path.relative(io.cwd, path.join(siteDir, d.file)) }));
    if (format === 'json') io.stdout(`${JSON.stringify(diagnostics, null, 2)}\n`);
    else io.stdout(formatDiagnostics(diagnostics, { color: io.isTTY && !io.env.NO_COLOR }));
    return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
  },
};
