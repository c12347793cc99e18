import type { IncomingMessage } from 'node:http';

/** A body was longer than allowed; what was read so far is dropped. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`body over ${limit} bytes`);
  }
}

/**
 * Reads a request or response body whole, failing with BodyTooLarge past `limit` bytes
 * (announced or sent). The rest is then read and dropped, so an answer can still be sent on the
 * connection; a caller reading a response destroys its request instead.
 */
export function readBody(message: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const announced = Number(message.headers['content-length']);
    if (Number.isFinite(announced) && announced > limit) {
      message.resume();
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    message.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        message.removeAllListeners('data');
        message.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
    message.on('aborted', () => reject(new Error('the connection closed before the body was complete')));
  });
}
