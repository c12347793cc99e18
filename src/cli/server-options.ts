import type { Command, Io, ParsedArgs } from './command.js';
import { networkUrls, parsePort } from '../serve/listen.js';
import { errorLabel } from './error-label.js';

/** The options `quire dev` and `quire serve` share: where to listen. */
export const serverOptions: Pick<Command, 'options' | 'optionHelp'> = {
  optionHelp: {
    port: 'Port to listen on; the next free one is used when it is taken (default 3000)',
    host: 'Address to listen on (default 127.0.0.1; 0.0.0.0 to share on the network)',
  },
  options: {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
  },
};

/** `--mock`, which `quire dev` and `quire serve` share: the playground's mock server. */
export const mockOption: Pick<Command, 'options' | 'optionHelp'> = {
  optionHelp: {
    mock: "Answer every operation of the site's OpenAPI specs at /_quire/mock, from their examples and schemas, so the playground works with no backend",
  },
  options: {
    mock: { type: 'boolean' },
  },
};

/** Whether `--mock` was given. */
export const wantsMock = (args: ParsedArgs): boolean => args.values.mock === true;

/** The line saying where the mock answers, after the server's address; empty without `--mock`. */
export const mockLine = (args: ParsedArgs, url: string): string => (wantsMock(args) ? `  Mock API: ${new URL('/_quire/mock', url).href}\n` : '');

/** The port and host asked for, or the exit code of a usage error (already reported). */
export function listenAddress(args: ParsedArgs, io: Io): { port: number; host: string } | number {
  const port = parsePort(args.values.port as string | undefined, 3000);
  if (port === undefined) {
    io.stderr(`${errorLabel(io)} \`--port\` must be a number from 0 to 65535.\n`);
    return 2;
  }
  return { port, host: (args.values.host as string | undefined) ?? '127.0.0.1' };
}

/** The lines after the local URL: where the rest of the network reaches the server, if it can. */
export function networkLines(host: string, port: number): string {
  return networkUrls(host, port).map((url) => `  On your network: ${url}\n`).join('');
}
