import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers 500 instead of dropping the connection when a handler fails unexpectedly. */
export function guarded(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>, onError: (error: unknown) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(req, res).catch((error: unknown) => {
      onError(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal server error\n');
      else res.destroy();
    });
  };
}
