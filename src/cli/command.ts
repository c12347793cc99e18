import type { ParseArgsConfig } from 'node:util';

/** Where a command writes; tests pass their own to read what a user would see. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal: progress lines and colour are shown only then. */
  isTTY: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Asks a question on the terminal and resolves to the answer; absent when there is no terminal to ask on. */
  prompt?: (question: string) => Promise<string>;
}

export interface ParsedArgs {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

export interface Command {
  name: string;
  /** One line for `quire --help`. */
  summary: string;
  /** The usage line: `quire build [dir] [--out dist]`. */
  usage: string;
  /** Option descriptions for `quire <command> --help`, keyed by long name. */
  optionHelp: Record<string, string>;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Most positionals a command takes (an extra one is a usage error). */
  maxPositionals: number;
  /** Resolves to the exit code: 0 success, 1 problems found, 2 usage error. */
  run(args: ParsedArgs, io: Io): Promise<number>;
}
