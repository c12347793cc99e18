import { parseArgs } from 'node:util';
import type { Command, Io } from './command.js';
import { commands } from './commands.js';
import { closest } from '../util/closest.js';
import { isUserError } from '../diagnostics.js';
import { formatDiagnostics } from './report.js';
import { errorLabel } from './error-label.js';

const VERSION = '0.1.0';

export function defaultIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
    cwd: process.cwd(),
    env: process.env,
    ...(process.stdin.isTTY && process.stdout.isTTY ? { prompt: askOnTerminal } : {}),
  };
}

/** One question on the terminal (`quire init`'s name and colour). */
async function askOnTerminal(question: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

function mainHelp(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: quire <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help     Show help (also: quire <command> --help)',
    '  -v, --version  Print the version',
    '',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const entries = Object.entries(command.optionHelp);
  const names = entries.map(([name]) => {
    const short = command.options[name]?.short;
    const takesValue = command.options[name]?.type === 'string';
    return `${short ? `-${short}, ` : '    '}--${name}${takesValue ? ' <value>' : ''}`;
  });
  const width = Math.max(14, ...names.map((n) => n.length));
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    '',
    'Options:',
    ...entries.map(([, text], i) => `  ${names[i]!.padEnd(width)}  ${text}`),
    `  ${'-h, --help'.padEnd(width)}  Show this help`,
    '',
  ].join('\n');
}

function usageError(io: Io, message: string, hint: string): number {
  io.stderr(`${errorLabel(io)} ${message}\n${hint}\n`);
  return 2;
}

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    io.stdout(mainHelp());
    return first === undefined ? 2 : 0;
  }
  if (first === '-v' || first === '--version') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === first);
  if (!command) {
    const guess = closest(first, commands.map((c) => c.name));
    const hint = guess ? `Did you mean \`quire ${guess}\`? Run \`quire --help\` for the list.` : 'Run `quire --help` for the list of commands.';
    return usageError(io, `Unknown command \`${first}\`.`, hint);
  }
  if (rest.includes('-h') || rest.includes('--help')) {
    io.stdout(commandHelp(command));
    return 0;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
  } catch (error) {
    const text = (error as Error).message.split('\n')[0] ?? '';
    const flag = /'(-{1,2}[^']+)'/.exec(text)?.[1];
    const known = Object.keys(command.options).map((n) => `--${n}`);
    const guess = flag ? closest(flag, known) : undefined;
    const message = flag && /Unknown option/.test(text) ? `Unknown option \`${flag}\` for \`quire ${command.name}\`.` : text;
    return usageError(io, message, `${guess ? `Did you mean \`${guess}\`? ` : ''}Run \`quire ${command.name} --help\` for its options.`);
  }
  if (parsed.positionals.length > command.maxPositionals) {
    return usageError(io, `Too many arguments for \`quire ${command.name}\`.`, `Usage: ${command.usage}`);
  }
  try {
    return await command.run({ positionals: parsed.positionals, values: parsed.values as Record<string, string | boolean | undefined> }, io);
  } catch (error) {
    return reportFailure(io, error);
  }
}

const FILE_ERRORS: Record<string, string> = {
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EEXIST: 'something is already there',
  EISDIR: 'it is a folder, not a file',
};

/**
 * Last line of defence: what escaped a command. File-system errors are nearly always the
 * user's to fix (an output path through a file, a full disk), so they get a plain sentence;
 * anything else is a bug in Quire, and says so. Stack traces only with QUIRE_DEBUG=1.
 */
function reportFailure(io: Io, error: unknown): number {
  if (isUserError(error)) {
    io.stderr(formatDiagnostics(error.diagnostics, { color: io.isTTY }));
    return 1;
  }
  const failure = error as NodeJS.ErrnoException;
  if (io.env.QUIRE_DEBUG) io.stderr(`${failure?.stack ?? String(error)}\n`);
  const reason = failure?.code ? FILE_ERRORS[failure.code] : undefined;
  if (reason && failure.path) {
    io.stderr(`${errorLabel(io)} Cannot ${failure.syscall ?? 'use'} ${failure.path}: ${reason}.\nCheck the path (for example the --out folder) and try again.\n`);
  } else {
    io.stderr(`${errorLabel(io)} Quire failed: ${failure?.message ?? String(error)}\nThis is a bug in Quire; please report it (run with QUIRE_DEBUG=1 for details).\n`);
  }
  return 1;
}
