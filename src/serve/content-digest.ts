import { createHash } from 'node:crypto';

declare const digestBrand: unique symbol;

/**
 * A hash of a body's bytes, the only key the compression cache and the ETag take: keys made
 * from file metadata (size and mtime) let two files written in the same millisecond share one
 * compressed entry, and a dark logo was sent the light logo's bytes. Branded so that nothing
 * but `contentDigest` can make one.
 */
export type ContentDigest = string & { readonly [digestBrand]: true };

export function contentDigest(body: Buffer | string): ContentDigest {
  return createHash('sha256').update(body).digest('base64url') as ContentDigest;
}
