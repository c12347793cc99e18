import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentDigest } from './content-digest.js';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression headers cost about what they save. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Picks the encoding from Accept-Encoding: the highest q-value wins, brotli before gzip on a
 * tie, `*` standing for any encoding not named; identity when nothing else is acceptable.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding>((chosen, name) => {
    const w = weight(name);
    return w > 0 && (chosen === 'identity' || w > weight(chosen)) ? name : chosen;
  }, 'identity');
  return best;
}

/** Quality 5 brotli: near gzip -9 speed with a smaller result, fine for on-the-fly responses. */
export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: 6 });
}

/**
 * Compressed bodies keyed by the digest of the bytes compressed and the encoding, so a file is
 * compressed once per change, not once per request. The bytes alone decide the compressed
 * result, so no path is part of the key: two files with the same content share an entry, and
 * two with different content never do, whatever their size and mtime. Bounded by total bytes;
 * the oldest entries go first.
 */
export class CompressionCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  async get(digest: ContentDigest, body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
    const id = `${encoding}:${digest}`;
    const hit = this.entries.get(id);
    if (hit) return hit;
    const compressed = await compress(body, encoding);
    this.entries.set(id, compressed);
    this.bytes += compressed.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return compressed;
  }
}
