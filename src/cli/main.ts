import { parseArgs } from 'node:util';
import pc from 'picocolors';
import type { Command, Io } from './command.js';
import { commands } from './commands.js';
import { closest } from '../util/closest.js';

const VERSION = '0.1.0';

export function defaultIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
    cwd: process.cwd(),
    env: process.env,
  };
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
  io.stderr(`${pc.red('error')} ${message}\n${hint}\n`);
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
  return command.run({ positionals: parsed.positionals, values: parsed.values as Record<string, string | boolean | undefined> }, io);
}
