import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { compress, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, type CompressionCache, type Encoding } from './compression.js';
import { contentDigest } from './content-digest.js';
import type { ContainedFile } from './contained-file.js';
import { contentTypeFor, isCompressible } from './content-type.js';

/** One response body with what HTTP needs to know about it; `respond` does the rest. */
export interface Representation {
  status: number;
  contentType: string;
  /**
   * In memory, or a file too large to hold (sent as is, uncompressed), with its validator:
   * hashing its content would mean reading it all on every request.
   */
  body: Buffer | { file: string; size: number; etag: string };
  lastModified?: Date;
  cacheControl: string;
  /** More headers: a page's `Link` to llms.txt, `Vary: Accept` where the answer depends on it. */
  headers?: Record<string, string>;
}

/** Files up to this size are read whole, so they can be compressed and cached. */
const IN_MEMORY_LIMIT = 16 * 1024 * 1024;

/**
 * A strong validator from the content and the encoding sent: each encoding has other bytes, so
 * each gets its own tag (RFC 9110 §8.8.1), and a tag never stands for two contents.
 */
function contentEtag(digest: string, encoding: Encoding): string {
  return `"${digest.slice(0, 27)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/**
 * The validator of a file too large to hash per request: its path, device, inode, size and
 * modification time, so two files never share one even when written in the same millisecond.
 */
function fileEtag(file: string, stats: Stats): string {
  const identity = `${file}\0${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  return `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
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
  const compressible = isCompressible(rep.contentType);
  res.setHeader('Content-Type', rep.contentType);
  res.setHeader('Cache-Control', rep.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(rep.headers ?? {})) res.setHeader(name, value);
  if (compressible) res.setHeader('Vary', [rep.headers?.Vary, 'Accept-Encoding'].filter(Boolean).join(', '));
  if (rep.lastModified) res.setHeader('Last-Modified', rep.lastModified.toUTCString());

  if (!Buffer.isBuffer(rep.body)) {
    res.setHeader('ETag', rep.body.etag);
    if (notModified(req, res, rep, rep.body.etag)) return;
    res.setHeader('Content-Length', rep.body.size);
    res.writeHead(rep.status);
    if (req.method === 'HEAD') res.end();
    else await pipeline(createReadStream(rep.body.file), res);
    return;
  }

  const digest = contentDigest(rep.body);
  const encoding = compressible && rep.body.length >= MIN_COMPRESSIBLE_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const etag = contentEtag(digest, encoding);
  res.setHeader('ETag', etag);
  if (notModified(req, res, rep, etag)) return;
  let payload = rep.body;
  if (encoding !== 'identity') {
    payload = compressionCache ? await compressionCache.get(digest, payload, encoding) : await compress(payload, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', payload.length);
  res.writeHead(rep.status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** Answers 304 when the client's copy is current; true when it did. */
function notModified(req: IncomingMessage, res: ServerResponse, rep: Representation, etag: string): boolean {
  if (rep.status !== 200 || !isNotModified(req, etag, rep.lastModified)) return false;
  res.removeHeader('Content-Type');
  res.writeHead(304).end();
  return true;
}

/** The representation of a file on disk. */
export async function fileRepresentation(found: ContainedFile, options: { status?: number; cacheControl: string }): Promise<Representation> {
  const { file, stats } = found;
  return {
    status: options.status ?? 200,
    contentType: contentTypeFor(file),
    body: stats.size <= IN_MEMORY_LIMIT ? await readFile(file) : { file, size: stats.size, etag: fileEtag(file, stats) },
    lastModified: stats.mtime,
    cacheControl: options.cacheControl,
  };
}
