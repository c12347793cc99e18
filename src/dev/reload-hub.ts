import type { IncomingMessage, ServerResponse } from 'node:http';

/** One open browser tab (or benchmark client) waiting to hear that its page changed. */
export interface ReloadClient {
  route: string;
  /** Version of the page the tab shows (see decoratePage). */
  version: string;
}

interface Connection extends ReloadClient {
  res: ServerResponse;
}

/** Keeps idle connections alive through proxies and lets dead ones surface as write errors. */
const HEARTBEAT_MS = 20_000;

/** Server-sent events: the open tabs by route, and the `reload` message to those out of date. */
export class ReloadHub {
  private readonly connections = new Set<Connection>();
  private readonly heartbeat = setInterval(() => this.writeAll(': ping\n\n'), HEARTBEAT_MS).unref();

  /** Takes over the response as an event stream; `onOpen` runs once the client is registered. */
  open(req: IncomingMessage, res: ServerResponse, client: ReloadClient, onOpen: (client: ReloadClient) => void): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // `retry`: reconnect quickly after a server restart. `ready`: lets a scripted client know it is registered.
    res.write('retry: 500\n\nevent: ready\ndata: {}\n\n');
    const connection: Connection = { ...client, res };
    this.connections.add(connection);
    req.on('close', () => this.connections.delete(connection));
    onOpen(connection);
  }

  /** Routes with at least one open tab. */
  openRoutes(): Set<string> {
    return new Set([...this.connections].map((c) => c.route));
  }

  /**
   * Tells the tabs on `route` to reload when what they show differs from `version`, or always
   * when `force` (an image changed: same HTML, new bytes).
   */
  reload(route: string, version: string, force = false): void {
    for (const connection of this.connections) {
      if (connection.route !== route || (!force && connection.version === version)) continue;
      this.send(connection, version);
    }
  }

  /** Sends to one client if it is still connected and still out of date (used right after it connects). */
  reloadIfStale(client: ReloadClient, version: string): void {
    const connection = client as Connection;
    if (this.connections.has(connection) && connection.version !== version) this.send(connection, version);
  }

  /** The tab will reload into `version`; recording it keeps a second change from reloading it twice. */
  private send(connection: Connection, version: string): void {
    connection.version = version;
    connection.res.write(`event: reload\ndata: ${JSON.stringify({ route: connection.route, version })}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const connection of this.connections) connection.res.end();
    this.connections.clear();
  }

  private writeAll(text: string): void {
    for (const connection of this.connections) connection.res.write(text);
  }
}
