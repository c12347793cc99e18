import { UserError } from '../diagnostics.js';

/** An error the spec as a whole cannot be read past, at its file. */
export function unreadable(sourcePath: string, message: string, hint: string, place?: { line: number; column: number }): UserError {
  return new UserError([{ file: sourcePath, ...place, severity: 'error', rule: 'openapi/unreadable', message, hint }]);
}

