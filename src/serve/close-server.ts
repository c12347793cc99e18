import type { Server } from 'node:http';

/** Stops listening and drops keep-alive and streaming connections, which would otherwise hold close() open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
