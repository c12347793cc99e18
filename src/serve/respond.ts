import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { compress, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, type CompressionCache } from './compression.js';
import type { ContainedFile } from './contained-file.js';
import { contentTypeFor, isCompressible } from './content-type.js';

/** One response body with what HTTP needs to know about it; `respond` does the rest. */
export interface Representation {
  status: number;
  contentType: string;
  /** In memory, or a file too large to hold (sent as is, uncompressed). */
  body: Buffer | { file: string; size: number };
  /** Validator; computed from the body when absent. */
  etag?: string;
  lastModified?: Date;
  cacheControl: string;
}

/** Files up to this size are read whole, so they can be compressed and cached. */
const IN_MEMORY_LIMIT = 16 * 1024 * 1024;

/** A weak validator from the content: weak because each encoding of it has different bytes. */
export function contentEtag(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function fileEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function stripWeak(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** RFC 9110 §13.1.2 (If-None-Match wins) and §13.1.3 (If-Modified-Since, second resolution). */
function isNotModified(req: IncomingMessage, etag: string, lastModified: Date | undefined): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(etag));
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * Writes a representation: conditional requests (304), content negotiation of gzip and brotli,
 * HEAD (headers only, same Content-Length as GET).
 */
export async function respond(req: IncomingMessage, res: ServerResponse, rep: Representation, compressionCache?: CompressionCache): Promise<void> {
  const etag = rep.etag ?? (Buffer.isBuffer(rep.body) ? contentEtag(rep.body) : undefined);
  const compressible = isCompressible(rep.contentType);
  res.setHeader('Content-Type', rep.contentType);
  res.setHeader('Cache-Control', rep.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (etag) res.setHeader('ETag', etag);
  if (rep.lastModified) res.setHeader('Last-Modified', rep.lastModified.toUTCString());

  if (rep.status === 200 && etag && isNotModified(req, etag, rep.lastModified)) {
    res.removeHeader('Content-Type');
    res.writeHead(304).end();
    return;
  }

  if (!Buffer.isBuffer(rep.body)) {
    res.setHeader('Content-Length', rep.body.size);
    res.writeHead(rep.status);
    if (req.method === 'HEAD') res.end();
    else await pipeline(createReadStream(rep.body.file), res);
    return;
  }

  let payload = rep.body;
  const encoding = compressible && payload.length >= MIN_COMPRESSIBLE_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  if (encoding !== 'identity') {
    payload = compressionCache && etag ? await compressionCache.get(etag, payload, encoding) : await compress(payload, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.writeHead(rep.status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The representation of a file on disk, validated by its size and modification time. */
export async function fileRepresentation(found: ContainedFile, options: { status?: number; cacheControl: string }): Promise<Representation> {
  const { file, stats } = found;
  return {
    status: options.status ?? 200,
    contentType: contentTypeFor(file),
    body: stats.size <= IN_MEMORY_LIMIT ? await readFile(file) : { file, size: stats.size },
    etag: fileEtag(stats.size, stats.mtimeMs),
    lastModified: stats.mtime,
    cacheControl: options.cacheControl,
  };
}
