import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Decoded body (gzip/brotli undone), as text. */
  text: string;
  /** Bytes on the wire, before decoding. */
  wireBytes: number;
}

/**
 * Sends the request target exactly as written: fetch() would normalise `..` and backslashes
 * away before they ever reached the server, which is the very thing these tests must exercise.
 */
export function rawRequest(baseUrl: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        // A HEAD answer announces the encoding of a body it does not carry.
        const decode = wire.length > 0 ? encoding : undefined;
        const body = decode === 'br' ? brotliDecompressSync(wire) : decode === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString('utf8'), wireBytes: wire.length });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests that try to read outside the served folder, or what it must keep private. */
export const ESCAPE_ATTEMPTS = [
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e%2fsecret.txt',
  '/guides/%2e%2e/%2e%2e/secret.txt',
  '/..\\secret.txt',
  '/guides\\..\\..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/..%5csecret.txt',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/%2Fetc/passwd',
  '/etc/passwd',
  'http://evil.example/../secret.txt',
  '/%00secret.txt',
  '/%',
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/node_modules/pkg/index.js',
  '/NODE_MODULES/pkg/index.js',
  '/leak.txt',
  '/leakdir/secret.txt',
  '/dotlink.txt',
];
