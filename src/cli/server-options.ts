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
