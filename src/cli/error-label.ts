import pc from 'picocolors';
import type { Io } from './command.js';

/** The `error` word that starts a message: red on a terminal, plain in logs and pipes. */
export function errorLabel(io: Io): string {
  return io.isTTY ? pc.red('error') : 'error';
}
