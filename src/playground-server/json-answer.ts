import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Answers with a JSON body; the playground's servers are never cached (each answer is for one request). */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const text = Buffer.from(`${JSON.stringify(body, null, 2)}\n`);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': text.length, 'Cache-Control': 'no-store', ...headers }).end(text);
}
