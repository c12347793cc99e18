import { buildCommand } from './build.js';
import type { Command } from './command.js';

/** Every `quire` command, in the order `quire --help` lists them. Each lives in its own file. */
export const commands: Command[] = [
  buildCommand,
];
