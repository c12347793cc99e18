import type { Command, Io, ParsedArgs } from './command.js';
import { errorLabel } from './error-label.js';

/** `--page-timeout`, shared by the commands that render or check pages on the render threads. */
export const pageTimeoutOption: Pick<Command, 'options' | 'optionHelp'> = {
  optionHelp: {
    'page-timeout': 'Seconds a page may take, for every 256 KB of its text, before it is stopped and reported as a runaway page (default 20)',
  },
  options: {
    'page-timeout': { type: 'string' },
  },
};

/** The time limit asked for in milliseconds (undefined: the default), or the exit code of a usage error. */
export function pageTimeoutMs(args: ParsedArgs, io: Io): { ms: number | undefined } | number {
  const value = args.values['page-timeout'] as string | undefined;
  if (value === undefined) return { ms: undefined };
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(seconds > 0)) {
    io.stderr(`${errorLabel(io)} \`--page-timeout\` must be a number of seconds above 0, such as \`--page-timeout 60\`.\n`);
    return 2;
  }
  return { ms: seconds * 1000 };
}
