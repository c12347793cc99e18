import type { Server } from 'node:http';
import os from 'node:os';

export interface Listening {
  port: number;
  /** The port asked for, when it was taken and the server moved to a later one. */
  movedFrom?: number;
}

/** How many ports after a taken one are tried before giving up. */
const PORT_ATTEMPTS = 20;

function listenOnce(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Listens on `port`, or on the next free port after it when it is taken (port 0: any free port). */
export async function listenOnFreePort(server: Server, port: number, host: string): Promise<Listening> {
  for (let attempt = 0; ; attempt++) {
    try {
      await listenOnce(server, port + attempt, host);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port + attempt;
      return attempt === 0 ? { port: bound } : { port: bound, movedFrom: port };
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || port === 0 || attempt + 1 >= PORT_ATTEMPTS || port + attempt + 1 > 65535) throw error;
    }
  }
}

/** The address to print: a wildcard host is reached as localhost; IPv6 literals need brackets. */
export function serverUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/**
 * Where other machines reach a server listening on every address (`--host 0.0.0.0` or `::`):
 * one URL per external IPv4 address of this machine, as a phone on the same network would
 * open it. Empty for any other host.
 */
export function networkUrls(host: string, port: number, interfaces: () => NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  let found: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
  try {
    found = interfaces();
  } catch {
    // Some systems (Termux, WSL 1) refuse to list interfaces: the server runs regardless.
    return [];
  }
  const addresses = Object.values(found).flatMap((list) => list ?? []);
  return addresses.filter((address) => address.family === 'IPv4' && !address.internal).map((address) => serverUrl(address.address, port));
}

/** Parses a `--port` value; undefined for anything that is not a port number. */
export function parsePort(value: string | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const port = Number(value);
  return port <= 65535 ? port : undefined;
}
