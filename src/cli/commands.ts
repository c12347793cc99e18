import { buildCommand } from './build.js';
import { checkCommand } from './check.js';
import type { Command } from './command.js';
import { devCommand } from './dev.js';
import { initCommand } from './init.js';
import { openapiCommand } from './openapi.js';
import { serveCommand } from './serve.js';

/**
 * Every `quire` command, in the order `quire --help` lists them. Each lives in its own file and
 * imports its implementation when it runs, so `quire dev` starts its render thread before the
 * main thread has loaded anything it does not need, and `--help` stays instant.
 */
export const commands: Command[] = [
  initCommand,
  devCommand,
  buildCommand,
  checkCommand,
  serveCommand,
  openapiCommand,
];
